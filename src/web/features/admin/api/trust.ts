import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Attraction } from '../../../../contract/attraction';
import type { ClosureFormInput } from '../../../../contract/closure';
import type { FactCoverage } from '../../../../contract/fact-coverage';
import type { ListResponse } from '../../../../contract/list';
import type { Report, ReportStatus } from '../../../../contract/report';
import type { StaleAttraction, StalenessFilter } from '../../../../contract/staleness';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import { adminJson, type AdminClient } from '../../../api/admin-client';
import { ADMIN_PAGE_SIZE } from './query-keys';

/**
 * The moderation calls of decision 067: the report queue and its actions, closures, "mark checked"
 * and the staleness queue (server: reports-routes.ts, trust-routes.ts).
 */

const M = '/management-service/v1';

export const trustKeys = {
  reportList: (query: object) => ['admin', 'reports', 'list', query] as const,
  report: (id: number) => ['admin', 'reports', 'one', id] as const,
  stalenessList: (query: object) => ['admin', 'staleness', 'list', query] as const,
  factCoverage: ['admin', 'fact-coverage'] as const,
};

/** How many live places have sourced facts, for the UK, each region and each city. */
export function useFactCoverage() {
  const client = useAdminClient();
  return useQuery({
    queryKey: trustKeys.factCoverage,
    queryFn: async ({ signal }) =>
      (await adminJson<Envelope<FactCoverage>>(client!, `${M}/fact-coverage`, { signal })).response,
    enabled: client !== null,
  });
}

export function useReports(query: {
  status: ReportStatus;
  page: number;
  search: string;
  pageSize?: number;
}) {
  const client = useAdminClient();
  return useQuery({
    queryKey: trustKeys.reportList(query),
    queryFn: ({ signal }) =>
      adminJson<ListResponse<Report>>(client!, `${M}/reports`, {
        query: { pageSize: ADMIN_PAGE_SIZE, ...query },
        signal,
      }),
    enabled: client !== null,
    placeholderData: keepPreviousData,
  });
}

export function useReport(id: number | null) {
  const client = useAdminClient();
  return useQuery({
    queryKey: trustKeys.report(id ?? 0),
    queryFn: ({ signal }) => adminJson<Report>(client!, `${M}/reports/${id}`, { signal }),
    enabled: client !== null && id !== null,
    retry: false,
  });
}

export function useStaleness(query: {
  filter: StalenessFilter;
  page: number;
  search: string;
  pageSize?: number;
}) {
  const client = useAdminClient();
  return useQuery({
    queryKey: trustKeys.stalenessList(query),
    queryFn: ({ signal }) =>
      adminJson<ListResponse<StaleAttraction>>(client!, `${M}/staleness`, {
        query: { pageSize: ADMIN_PAGE_SIZE, ...query },
        signal,
      }),
    enabled: client !== null,
    placeholderData: keepPreviousData,
  });
}

type Envelope<T> = { response: T };

export async function closeReport(
  client: AdminClient,
  id: number,
  action: 'resolve' | 'dismiss',
  note: string,
): Promise<Report> {
  const body = action === 'resolve' ? { note } : { note: note.trim() === '' ? null : note };
  const path = `${M}/reports/${id}/${action}`;
  return (await adminJson<Envelope<Report>>(client, path, { method: 'POST', body })).response;
}

export async function setClosure(
  client: AdminClient,
  attractionId: number,
  body: ClosureFormInput,
): Promise<Attraction> {
  const path = `${M}/attractions/${attractionId}/closure`;
  return (await adminJson<Envelope<Attraction>>(client, path, { method: 'POST', body })).response;
}

export async function markChecked(client: AdminClient, attractionId: number): Promise<Attraction> {
  const path = `${M}/attractions/${attractionId}/check`;
  return (await adminJson<Envelope<Attraction>>(client, path, { method: 'POST', body: {} }))
    .response;
}

/**
 * After a closure or a check: every admin read (lists, the report's attraction, the queues)
 * and the visitor site's copies of attractions, so each page shows the decision at once.
 */
export async function afterAttractionChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ queryKey: ['attractions'] }),
    queryClient.invalidateQueries({ queryKey: ['attraction'] }),
  ]);
}
