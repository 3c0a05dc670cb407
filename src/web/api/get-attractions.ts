import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import type { AttractionQueryInput } from '../../contract/attraction-query';
import { ATTRACTIONS_PATH } from '../../contract/api-paths';
import type { AttractionListResponse } from '../../contract/attraction-list';
import { getJson } from './http';

/** GET /attraction-service/v2/attractions (SPEC §7). */
export type AttractionListQuery = Partial<
  Pick<
    AttractionQueryInput,
    | 'category'
    | 'region'
    | 'facility'
    | 'page'
    | 'pageSize'
    | 'sort'
    | 'latitude'
    | 'longitude'
    | 'maxDistance'
    | 'search'
    | 'exclude'
    | 'limit'
    | 'preferCurated'
    | 'openOn'
    | 'includeUnknownHours'
    | 'partialAccess'
    | 'age'
    | 'maxPrice'
    | 'setting'
    | 'bbox'
  >
>;

export function getAttractions(
  query: AttractionListQuery,
  signal?: AbortSignal,
): Promise<AttractionListResponse> {
  return getJson(ATTRACTIONS_PATH, query, { signal });
}

export function attractionsQueryOptions(query: AttractionListQuery) {
  return queryOptions({
    queryKey: ['attractions', query],
    queryFn: ({ signal }) => getAttractions(query, signal),
  });
}

/** Keeps the last page on screen while the next one loads, so paging does not flash. */
export function useAttractions(query: AttractionListQuery, enabled = true) {
  return usePageQuery({
    ...attractionsQueryOptions(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
