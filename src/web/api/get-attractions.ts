import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Attraction } from '../../contract/attraction.js';
import type { AttractionQueryInput } from '../../contract/attraction-query.js';
import type { ListResponse } from '../../contract/list.js';
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
  >
>;

export const ATTRACTIONS_PATH = '/attraction-service/v2/attractions';

export function getAttractions(
  query: AttractionListQuery,
  signal?: AbortSignal,
): Promise<ListResponse<Attraction>> {
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
  return useQuery({
    ...attractionsQueryOptions(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
