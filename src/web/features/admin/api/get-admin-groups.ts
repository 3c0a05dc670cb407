import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AttractionGroup } from '../../../../contract/attraction-group';
import type { ListResponse } from '../../../../contract/list';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { getCatalogueList } from './catalogue-requests';
import { adminKeys, type AdminListQuery } from './query-keys';

/** GET /attraction-service/v2/attractionGroups: one page, A-Z, optionally searched. */
export function getAdminGroups(
  client: AdminClient,
  query: AdminListQuery & { pageSize?: number },
  signal?: AbortSignal,
): Promise<ListResponse<AttractionGroup>> {
  return getCatalogueList<AttractionGroup>(client, 'attractionGroups', query, signal);
}

export function useAdminGroups(query: AdminListQuery & { pageSize?: number }) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.list('attractionGroups', query),
    queryFn: ({ signal }) => getAdminGroups(client!, query, signal),
    enabled: client !== null,
    placeholderData: keepPreviousData,
  });
}
