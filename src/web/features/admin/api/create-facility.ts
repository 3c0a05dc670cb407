import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Facility, FacilityInputParsed } from '../../../../contract/facility';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { writeCatalogueItem } from './catalogue-requests';
import { invalidateCollection } from './query-keys';

/** POST /management-service/v1/facilities with the token; the server derives the facilityName. */
export function createFacility(client: AdminClient, body: FacilityInputParsed): Promise<Facility> {
  return writeCatalogueItem<Facility>(client, 'facilities', body);
}

export function useCreateFacility() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FacilityInputParsed) => createFacility(client!, body),
    onSuccess: () => invalidateCollection(queryClient, 'facilities'),
  });
}
