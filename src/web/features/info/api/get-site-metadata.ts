import { queryOptions } from '@tanstack/react-query';
import { usePageQuery } from '../../../api/page-query';
import type { SiteMetadata } from '../../../../contract/metadata';
import { getJson } from '../../../api/http';

/** GET /attraction-service/v2/metadata (DESIGN): the number of live attractions. */
export function siteMetadataQueryOptions() {
  return queryOptions({
    queryKey: ['metadata'],
    queryFn: ({ signal }) =>
      getJson<SiteMetadata>('/attraction-service/v2/metadata', {}, { signal }),
  });
}

export function useSiteMetadata() {
  return usePageQuery(siteMetadataQueryOptions());
}
