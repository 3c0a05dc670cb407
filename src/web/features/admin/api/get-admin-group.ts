import { useQuery } from '@tanstack/react-query';
import type { AttractionGroup } from '../../../../contract/attraction-group';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { getCatalogueItem } from './catalogue-requests';
import { adminKeys } from './query-keys';

/** GET /attraction-service/v2/attractionGroups/{groupId}. */
export function getAdminGroup(
  client: AdminClient,
  groupId: string,
  signal?: AbortSignal,
): Promise<AttractionGroup> {
  return getCatalogueItem<AttractionGroup>(client, 'attractionGroups', groupId, signal);
}

export function useAdminGroup(groupId: string | undefined) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.one('attractionGroups', groupId ?? ''),
    queryFn: ({ signal }) => getAdminGroup(client!, groupId!, signal),
    enabled: client !== null && Boolean(groupId),
    retry: false,
  });
}
