import { useQuery } from '@tanstack/react-query';
import type { Attraction } from '../../../../contract/attraction';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import { adminJson, type AdminClient } from '../../../api/admin-client';
import { adminKeys } from './query-keys';

/** GET /attraction-service/v2/attractions/{id} with the token: live or not (decision 011). */
export function getAdminAttraction(
  client: AdminClient,
  id: number,
  signal?: AbortSignal,
): Promise<Attraction> {
  return adminJson(client, `/attraction-service/v2/attractions/${id}`, { signal });
}

export function useAdminAttraction(id: number | null) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.one('attractions', id ?? 'none'),
    queryFn: ({ signal }) => getAdminAttraction(client!, id!, signal),
    enabled: client !== null && id !== null,
    retry: false,
  });
}
