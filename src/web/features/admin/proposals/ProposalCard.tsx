import { Alert, Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { provenanceWords } from '../../../../contract/fact-provenance';
import { londonToday } from '../../../../contract/london-time';
import { isoDate } from '../../../../contract/opening-hours';
import { pageHref } from '../../../../contract/page-routes';
import {
  venueProposalGroupLabels,
  venueProposalStatusLabels,
  type VenueProposal,
} from '../../../../contract/venue';
import { serverMessage } from '../../../api/admin-client';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import { decideProposal, type ProposalDecision } from '../api/venue-proposals';
import { formatMoment } from '../dates';
import { ProposalGroupDiff } from './ProposalGroupDiff';
import { proposalRows } from './proposal-values';

/** Groups whose approval stamps a fact group `venue` (decision 162): the page then says so. */
const STAMPED = new Set(['hours', 'prices', 'ages', 'setting', 'access', 'essentials']);

function approvedText(proposal: VenueProposal): string {
  if (!STAMPED.has(proposal.group)) return 'Approved and published.';
  const today = isoDate(londonToday());
  const check = { source: 'venue', asOf: today, asOfPrecision: 'day', url: null } as const;
  const stamp = provenanceWords(venueProposalGroupLabels[proposal.group], check, today);
  return `Approved and published. The page says “${stamp}”.`;
}

/**
 * One group of a venue's proposal: the stored and proposed fields side by side, Approve or
 * Reject, and the result in place (the queue refreshes when the moderator moves on).
 */
export function ProposalCard({ proposal }: { proposal: VenueProposal }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: ProposalDecision) => decideProposal(client!, proposal.id, decision),
    onSettled: () =>
      // The visitor site's copy of the place, and the other tabs of the queue; this tab's list
      // stays until the moderator leaves, so the result is read where it was decided.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['attraction'] }),
        queryClient.invalidateQueries({ queryKey: ['attractions'] }),
        queryClient.invalidateQueries({
          queryKey: ['admin'],
          predicate: (query) =>
            !(query.queryKey[1] === 'venue-proposals' && query.queryKey[2] === proposal.status),
        }),
      ]),
  });
  const title = venueProposalGroupLabels[proposal.group];
  const decided = decide.isSuccess ? decide.variables : null;
  const rows = proposalRows(proposal.before, proposal.after);

  return (
    <Paper
      component="article"
      aria-label={`${title} for ${proposal.attractionName}`}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, flex: '1 1 auto' }}>
          {title}
        </Typography>
        {proposal.status !== 'pending' ? (
          <Chip size="small" label={venueProposalStatusLabels[proposal.status]} />
        ) : null}
      </Box>
      <ProposalGroupDiff rows={rows} />
      {proposal.status === 'pending' ? (
        <Box sx={{ mt: 2 }}>
          {decided === 'approve' ? (
            <Alert severity="success" role="status">
              {approvedText(proposal)}{' '}
              <Link component={RouterLink} to={pageHref.attraction(proposal.attractionId)}>
                See the page
              </Link>
            </Alert>
          ) : decided === 'reject' ? (
            <Alert severity="info" role="status">
              Rejected. Nothing on the page changes.
            </Alert>
          ) : (
            <>
              {decide.isError ? (
                <Alert severity="error" sx={{ mb: 1.5 }}>
                  {serverMessage(decide.error) ?? 'That did not work. Please try again.'}
                </Alert>
              ) : null}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate('reject')}
                  aria-label={`Reject ${title.toLowerCase()} for ${proposal.attractionName}`}
                >
                  Reject
                </Button>
                <Button
                  variant="contained"
                  loading={decide.isPending && decide.variables === 'approve'}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate('approve')}
                  aria-label={`Approve ${title.toLowerCase()} for ${proposal.attractionName}`}
                >
                  Approve
                </Button>
              </Box>
            </>
          )}
        </Box>
      ) : proposal.decidedAt ? (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          Decided {formatMoment(proposal.decidedAt)}
        </Typography>
      ) : null}
    </Paper>
  );
}
