import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '../../../../contract/list';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import { adminJson, type AdminClient } from '../../../api/admin-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './query-keys';

export interface EmailSignup {
  email: string;
  signedUpAt: string;
}

/** GET /management-service/v1/emailSignups: the mailing list, newest first. */
export function getEmailSignups(
  client: AdminClient,
  page: number,
  signal?: AbortSignal,
): Promise<ListResponse<EmailSignup>> {
  return adminJson(client, '/management-service/v1/emailSignups', {
    query: { page, pageSize: ADMIN_PAGE_SIZE },
    signal,
  });
}

export function useEmailSignups(page: number) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.list('emailSignups', { page }),
    queryFn: ({ signal }) => getEmailSignups(client!, page, signal),
    enabled: client !== null,
    placeholderData: keepPreviousData,
  });
}
