import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AttractionGroup,
  AttractionGroupInputParsed,
} from '../../../../contract/attraction-group';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { writeCatalogueItem } from './catalogue-requests';
import { invalidateCollection } from './query-keys';

/** POST /management-service/v1/attractionGroups with the token; the server derives the groupId. */
export function createGroup(
  client: AdminClient,
  body: AttractionGroupInputParsed,
): Promise<AttractionGroup> {
  return writeCatalogueItem<AttractionGroup>(client, 'attractionGroups', body);
}

export function useCreateGroup() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttractionGroupInputParsed) => createGroup(client!, body),
    onSuccess: () => invalidateCollection(queryClient, 'attractionGroups'),
  });
}
