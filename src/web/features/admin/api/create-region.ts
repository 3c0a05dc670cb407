import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Region, RegionInputParsed } from '../../../../contract/region';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { writeCatalogueItem } from './catalogue-requests';
import { invalidateCollection } from './query-keys';

/** POST /management-service/v1/regions with the token; the server derives the regionName. */
export function createRegion(client: AdminClient, body: RegionInputParsed): Promise<Region> {
  return writeCatalogueItem<Region>(client, 'regions', body);
}

export function useCreateRegion() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegionInputParsed) => createRegion(client!, body),
    onSuccess: () => invalidateCollection(queryClient, 'regions'),
  });
}
