import { queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import type { Region } from '../../contract/region';
import { CATALOGUE_STALE_MS, getWholeList } from './catalogue-lists';

/** GET /attraction-service/v2/regions, every one (SPEC §7). */
export function getRegions(signal?: AbortSignal): Promise<Region[]> {
  return getWholeList<Region>('/attraction-service/v2/regions', signal);
}

export function regionsQueryOptions() {
  return queryOptions({
    queryKey: ['regions'],
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useRegions() {
  return usePageQuery(regionsQueryOptions());
}
