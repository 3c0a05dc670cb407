import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttractionQueryInput } from '../../contract/attraction-query';
import { ATTRACTIONS_PATH } from '../../contract/api-paths';
import type { AttractionListResponse } from '../../contract/attraction-list';
import { toQueryString } from '../../contract/query-string';
import { getJson } from './http';
import { initialAnswersTime, takeInitialAnswer } from './initial-answers';

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

/**
 * Keeps the last page on screen while the next one loads, so paging does not flash. A first page
 * the server answered inside the HTML (decision 048) is there from the first render, even while
 * the query waits (`enabled` false) for the visitor's location to settle: the server asked from
 * the place the page starts with, so settling there changes nothing.
 */
export function useAttractions(query: AttractionListQuery, enabled = true) {
  return useQuery({
    ...attractionsQueryOptions(query),
    enabled,
    placeholderData: keepPreviousData,
    initialData: () =>
      takeInitialAnswer(ATTRACTIONS_PATH + toQueryString(query)) as
        AttractionListResponse | undefined,
    initialDataUpdatedAt: initialAnswersTime,
  });
}
