import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { deleteCatalogueItem } from './catalogue-requests';
import { adminKeys, invalidateCollection } from './query-keys';

/** DELETE /management-service/v1/facilities/{facilityName} with the token. */
export function deleteFacility(client: AdminClient, facilityName: string): Promise<void> {
  return deleteCatalogueItem(client, 'facilities', facilityName);
}

export function useDeleteFacility() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (facilityName: string) => deleteFacility(client!, facilityName),
    onSuccess: (_answer, facilityName) => {
      // The deleted item's own query goes first, so the lists' refetch cannot ask for it again.
      queryClient.removeQueries({
        queryKey: adminKeys.one('facilities', facilityName),
        exact: true,
      });
      void invalidateCollection(queryClient, 'facilities');
    },
  });
}
