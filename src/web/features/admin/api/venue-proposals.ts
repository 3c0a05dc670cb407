import { useQuery } from '@tanstack/react-query';
import type { VenueProposal, VenueProposalStatus } from '../../../../contract/venue';
import { adminJson, type AdminClient } from '../../../api/admin-client';
import { useAdminClient } from '../../../providers/admin-session/admin-session';

/** The moderators' queue of venue proposals (decision 162; server: venues/moderator-routes.ts). */

const M = '/management-service/v1';

export const proposalKeys = {
  queue: (status: VenueProposalStatus) => ['admin', 'venue-proposals', status] as const,
};

export function useVenueProposalQueue(status: VenueProposalStatus) {
  const client = useAdminClient();
  return useQuery({
    queryKey: proposalKeys.queue(status),
    queryFn: async ({ signal }) =>
      (
        await adminJson<{ results: VenueProposal[] }>(client!, `${M}/venue-proposals`, {
          query: { status },
          signal,
        })
      ).results,
    enabled: client !== null,
  });
}

export type ProposalDecision = 'approve' | 'reject';

/** Approve (saved as the venue's, checked today) or reject one group of a proposal. */
export async function decideProposal(
  client: AdminClient,
  id: number,
  decision: ProposalDecision,
): Promise<void> {
  await adminJson(client, `${M}/venue-proposals/${id}/${decision}`, { method: 'POST', body: {} });
}
