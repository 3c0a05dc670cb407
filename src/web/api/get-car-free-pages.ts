import { queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import { CAR_FREE_PAGES_PATH } from '../../contract/api-paths';
import type { CarFreePage } from '../../contract/car-free-pages-schema';
import { CATALOGUE_STALE_MS } from './catalogue-lists';
import { getJson } from './http';

/** GET /attraction-service/v2/car-free-pages: every city's car-free page and what it lists. */
export async function getCarFreePages(signal?: AbortSignal): Promise<CarFreePage[]> {
  const body = await getJson<{ results: CarFreePage[] }>(CAR_FREE_PAGES_PATH, {}, { signal });
  return body.results;
}

export function useCarFreePages() {
  return usePageQuery(
    queryOptions({
      queryKey: ['car-free-pages'],
      queryFn: ({ signal }) => getCarFreePages(signal),
      staleTime: CATALOGUE_STALE_MS,
    }),
  );
}
