import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { deleteCatalogueItem } from './catalogue-requests';
import { forgetDeleted } from './forget-deleted';

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
      void forgetDeleted(queryClient, 'facilities', facilityName);
    },
  });
}
