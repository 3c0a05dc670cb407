import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Facility } from '../../../../contract/facility';
import type { ListResponse } from '../../../../contract/list';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { getCatalogueList } from './catalogue-requests';
import { adminKeys, type AdminListQuery } from './query-keys';

/** GET /attraction-service/v2/facilities: one page, A-Z, optionally searched. */
export function getAdminFacilities(
  client: AdminClient,
  query: AdminListQuery & { pageSize?: number },
  signal?: AbortSignal,
): Promise<ListResponse<Facility>> {
  return getCatalogueList<Facility>(client, 'facilities', query, signal);
}

export function useAdminFacilities(query: AdminListQuery & { pageSize?: number }) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.list('facilities', query),
    queryFn: ({ signal }) => getAdminFacilities(client!, query, signal),
    enabled: client !== null,
    placeholderData: keepPreviousData,
  });
}
