import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Attraction } from '../../../../contract/attraction';
import type { AdminFilter } from '../../../../contract/enums';
import type { ListResponse } from '../../../../contract/list';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import { adminJson, type AdminClient } from '../../../api/admin-client';
import type { AttractionSourceFilter } from '../../../../contract/open-data-sources';
import { ADMIN_PAGE_SIZE, adminKeys, type AdminListQuery } from './query-keys';

export interface AdminAttractionsQuery extends AdminListQuery {
  adminFilter: AdminFilter;
  /** Hand-written or one open dataset's basic listings; undefined for every source. */
  source?: AttractionSourceFilter | undefined;
  pageSize?: number;
}

/**
 * GET /attraction-service/v2/attractions?adminFilter=... with the token (SPEC §7). A-Z, or by
 * relevance when searching.
 */
export function getAdminAttractions(
  client: AdminClient,
  query: AdminAttractionsQuery,
  signal?: AbortSignal,
): Promise<ListResponse<Attraction>> {
  const search = query.search.trim();
  return adminJson(client, '/attraction-service/v2/attractions', {
    query: {
      adminFilter: query.adminFilter,
      source: query.source,
      page: query.page,
      pageSize: query.pageSize ?? ADMIN_PAGE_SIZE,
      search,
      sort: search === '' ? 'a-z' : undefined,
    },
    signal,
  });
}

export function useAdminAttractions(query: AdminAttractionsQuery) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.list('attractions', query),
    queryFn: ({ signal }) => getAdminAttractions(client!, query, signal),
    enabled: client !== null,
    placeholderData: keepPreviousData,
  });
}
