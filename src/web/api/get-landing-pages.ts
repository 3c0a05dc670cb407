import { queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import { LANDING_PAGES_PATH } from '../../contract/api-paths';
import type { LandingPage } from '../../contract/landing-page-schema';
import { CATALOGUE_STALE_MS } from './catalogue-lists';
import { getJson } from './http';

/** GET /attraction-service/v2/landing-pages: the region × category pages worth offering. */
export async function getLandingPages(signal?: AbortSignal): Promise<LandingPage[]> {
  const body = await getJson<{ results: LandingPage[] }>(LANDING_PAGES_PATH, {}, { signal });
  return body.results;
}

export function useLandingPages() {
  return usePageQuery(
    queryOptions({
      queryKey: ['landing-pages'],
      queryFn: ({ signal }) => getLandingPages(signal),
      staleTime: CATALOGUE_STALE_MS,
    }),
  );
}
