import { queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import type { Banner } from '../../contract/banner';
import type { ListResponse } from '../../contract/list';
import { CATALOGUE_STALE_MS } from './catalogue-lists';
import { getJson } from './http';

/** The server keys banners by a stable text id ('category-zoo'); the rest is the contract's. */
export type FeaturedBanner = Omit<Banner, 'id'> & { id: string | number };

/** GET /marketing-service/v1/banner/featured/ (SPEC §7). */
export async function getFeaturedBanners(signal?: AbortSignal): Promise<FeaturedBanner[]> {
  const page = await getJson<ListResponse<FeaturedBanner>>(
    '/marketing-service/v1/banner/featured/',
    {},
    { signal },
  );
  return page.results;
}

export function featuredBannersQueryOptions() {
  return queryOptions({
    queryKey: ['banners', 'featured'],
    queryFn: ({ signal }) => getFeaturedBanners(signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useFeaturedBanners(enabled: boolean) {
  return usePageQuery({ ...featuredBannersQueryOptions(), enabled });
}
