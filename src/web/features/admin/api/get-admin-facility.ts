import { useQuery } from '@tanstack/react-query';
import type { Facility } from '../../../../contract/facility';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { getCatalogueItem } from './catalogue-requests';
import { adminKeys } from './query-keys';

/** GET /attraction-service/v2/facilities/{facilityName}. */
export function getAdminFacility(
  client: AdminClient,
  facilityName: string,
  signal?: AbortSignal,
): Promise<Facility> {
  return getCatalogueItem<Facility>(client, 'facilities', facilityName, signal);
}

export function useAdminFacility(facilityName: string | undefined) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.one('facilities', facilityName ?? ''),
    queryFn: ({ signal }) => getAdminFacility(client!, facilityName!, signal),
    enabled: client !== null && Boolean(facilityName),
    retry: false,
  });
}
