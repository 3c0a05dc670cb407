import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Region, RegionInputParsed } from '../../../../contract/region';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { writeCatalogueItem } from './catalogue-requests';
import { invalidateCollection } from './query-keys';

/** PUT /management-service/v1/regions/{regionName} with the token; the regionName never changes. */
export function updateRegion(
  client: AdminClient,
  regionName: string,
  body: RegionInputParsed,
): Promise<Region> {
  return writeCatalogueItem<Region>(client, 'regions', body, regionName);
}

export function useUpdateRegion(regionName: string) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegionInputParsed) => updateRegion(client!, regionName, body),
    onSuccess: () => invalidateCollection(queryClient, 'regions'),
  });
}
