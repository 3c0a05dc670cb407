import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Region } from '../../../../contract/region';
import type { ListResponse } from '../../../../contract/list';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { getCatalogueList } from './catalogue-requests';
import { adminKeys, type AdminListQuery } from './query-keys';

/** GET /attraction-service/v2/regions: one page, A-Z, optionally searched. */
export function getAdminRegions(
  client: AdminClient,
  query: AdminListQuery & { pageSize?: number },
  signal?: AbortSignal,
): Promise<ListResponse<Region>> {
  return getCatalogueList<Region>(client, 'regions', query, signal);
}

export function useAdminRegions(query: AdminListQuery & { pageSize?: number }) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.list('regions', query),
    queryFn: ({ signal }) => getAdminRegions(client!, query, signal),
    enabled: client !== null,
    placeholderData: keepPreviousData,
  });
}
