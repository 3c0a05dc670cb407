import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Facility, FacilityInputParsed } from '../../../../contract/facility';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { writeCatalogueItem } from './catalogue-requests';
import { invalidateCollection } from './query-keys';

/** PUT /management-service/v1/facilities/{facilityName} with the token; the facilityName never changes. */
export function updateFacility(
  client: AdminClient,
  facilityName: string,
  body: FacilityInputParsed,
): Promise<Facility> {
  return writeCatalogueItem<Facility>(client, 'facilities', body, facilityName);
}

export function useUpdateFacility(facilityName: string) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FacilityInputParsed) => updateFacility(client!, facilityName, body),
    onSuccess: () => invalidateCollection(queryClient, 'facilities'),
  });
}
