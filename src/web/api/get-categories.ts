import { queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import type { Category } from '../../contract/category';
import { CATALOGUE_STALE_MS, getWholeList } from './catalogue-lists';

/** GET /attraction-service/v2/categories, every one (SPEC §7). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return getWholeList<Category>('/attraction-service/v2/categories', signal);
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCategories() {
  return usePageQuery(categoriesQueryOptions());
}
