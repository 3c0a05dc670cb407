import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import { getAttractions } from './get-attractions';

/** How many live attractions match a category and region: one-item page, total only. */
export function attractionCountQueryOptions(filters: { category: string[]; region: string[] }) {
  return queryOptions({
    queryKey: ['attractions', 'count', filters],
    queryFn: async ({ signal }) =>
      (await getAttractions({ ...filters, pageSize: 1, sort: 'a-z' }, signal)).metadata
        .totalResults,
  });
}

export function useAttractionCount(filters: { category: string[]; region: string[] }) {
  return usePageQuery({
    ...attractionCountQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
