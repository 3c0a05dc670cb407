import { useQuery } from '@tanstack/react-query';
import type { Region } from '../../../../contract/region';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { getCatalogueItem } from './catalogue-requests';
import { adminKeys } from './query-keys';

/** GET /attraction-service/v2/regions/{regionName}. */
export function getAdminRegion(
  client: AdminClient,
  regionName: string,
  signal?: AbortSignal,
): Promise<Region> {
  return getCatalogueItem<Region>(client, 'regions', regionName, signal);
}

export function useAdminRegion(regionName: string | undefined) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.one('regions', regionName ?? ''),
    queryFn: ({ signal }) => getAdminRegion(client!, regionName!, signal),
    enabled: client !== null && Boolean(regionName),
    retry: false,
  });
}
