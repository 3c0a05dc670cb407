import { queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import type { AttractionGroup } from '../../contract/attraction-group';
import { CATALOGUE_STALE_MS, getWholeList } from './catalogue-lists';
import { ApiError, getJson } from './http';

export const GROUPS_PATH = '/attraction-service/v2/attractionGroups';

/** GET /attraction-service/v2/attractionGroups, every one (SPEC §7: page size 1000). */
export function getGroups(signal?: AbortSignal): Promise<AttractionGroup[]> {
  return getWholeList<AttractionGroup>(GROUPS_PATH, signal);
}

export function groupsQueryOptions() {
  return queryOptions({
    queryKey: ['attractionGroups'],
    queryFn: ({ signal }) => getGroups(signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useGroups() {
  return usePageQuery(groupsQueryOptions());
}

/** GET /attraction-service/v2/attractionGroups/{groupId}; null when there is no such group. */
export async function getGroup(
  groupId: string,
  signal?: AbortSignal,
): Promise<AttractionGroup | null> {
  try {
    return await getJson<AttractionGroup>(
      `${GROUPS_PATH}/${encodeURIComponent(groupId)}`,
      {},
      { signal },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useGroup(groupId: string) {
  return usePageQuery({
    queryKey: ['attractionGroups', groupId],
    queryFn: ({ signal }) => getGroup(groupId, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}
