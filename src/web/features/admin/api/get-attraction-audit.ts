import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '../../../../contract/list';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import { adminJson, type AdminClient } from '../../../api/admin-client';
import { adminKeys } from './query-keys';

/** One entry of an audit trail, as the management service answers it. */
export interface AuditEvent {
  id: number;
  /** The admin's username, or 'visitor' for a submission changed by its reference. */
  actor: string;
  entityType: string;
  entityKey: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  createdAt: string;
}

export const AUDIT_PAGE_SIZE = 20;

/** GET /management-service/v1/attractions/{id}/audit, newest first. */
export function getAttractionAudit(
  client: AdminClient,
  attractionId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ListResponse<AuditEvent>> {
  return adminJson(client, `/management-service/v1/attractions/${attractionId}/audit`, {
    query: { page, pageSize: AUDIT_PAGE_SIZE },
    signal,
  });
}

export function useAttractionAudit(attractionId: number | null, page: number) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.audit(attractionId ?? 0, page),
    queryFn: ({ signal }) => getAttractionAudit(client!, attractionId!, page, signal),
    enabled: client !== null && attractionId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
