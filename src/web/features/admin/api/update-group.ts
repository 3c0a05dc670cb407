import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AttractionGroup,
  AttractionGroupInputParsed,
} from '../../../../contract/attraction-group';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { writeCatalogueItem } from './catalogue-requests';
import { invalidateCollection } from './query-keys';

/** PUT /management-service/v1/attractionGroups/{groupId} with the token; the groupId never changes. */
export function updateGroup(
  client: AdminClient,
  groupId: string,
  body: AttractionGroupInputParsed,
): Promise<AttractionGroup> {
  return writeCatalogueItem<AttractionGroup>(client, 'attractionGroups', body, groupId);
}

export function useUpdateGroup(groupId: string) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttractionGroupInputParsed) => updateGroup(client!, groupId, body),
    onSuccess: () => invalidateCollection(queryClient, 'attractionGroups'),
  });
}
