import { Alert, Box, Link, Paper, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pageHref } from '../../../../contract/page-routes';
import {
  VENUE_PROPOSAL_STATUSES,
  venueProposalStatusLabels,
  type VenueProposal,
  type VenueProposalStatus,
} from '../../../../contract/venue';
import { useVenueProposalQueue } from '../api/venue-proposals';
import { formatMoment } from '../dates';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { FilterTabs } from '../lists/FilterTabs';
import { adminPaths } from '../paths';
import { ProposalCard } from './ProposalCard';

const TAB_LABELS: Record<VenueProposalStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
  superseded: 'Replaced',
};

const TABS = VENUE_PROPOSAL_STATUSES.map((status) => ({
  label: TAB_LABELS[status],
  to: adminPaths.proposals(status),
}));

interface Submission {
  key: string;
  attractionId: number;
  attractionName: string;
  proposedBy: string;
  createdAt: string;
  groups: VenueProposal[];
}

/** The groups one venue sent together (one editor's Confirm) under one heading, newest first. */
function bySubmission(proposals: VenueProposal[]): Submission[] {
  const submissions = new Map<string, Submission>();
  for (const proposal of proposals) {
    const key = `${proposal.attractionId}|${proposal.proposedBy}|${proposal.createdAt}`;
    const found = submissions.get(key);
    if (found) found.groups.push(proposal);
    else
      submissions.set(key, {
        key,
        attractionId: proposal.attractionId,
        attractionName: proposal.attractionName,
        proposedBy: proposal.proposedBy,
        createdAt: proposal.createdAt,
        groups: [proposal],
      });
  }
  return [...submissions.values()];
}

/**
 * /admin/proposals/{status}: what venues proposed for their places (decision 162). Each group
 * shows the page's value beside the proposed one and is approved or rejected on its own.
 */
export default function ProposalsQueuePage({ status }: { status: VenueProposalStatus }) {
  const queue = useVenueProposalQueue(status);
  const submissions = queue.data ? bySubmission(queue.data) : undefined;

  return (
    <>
      <AdminPageHeader
        title="Venue proposals"
        pageTitle={`Admin ${TAB_LABELS[status]} Venue Proposals`}
        subtitle="Changes the people who run a place sent us. Compare each part with the page, then approve it (the page says it was checked with the venue) or reject it."
      />
      <FilterTabs label="Proposal filters" tabs={TABS} current={adminPaths.proposals(status)} />
      {queue.isError ? (
        <Alert severity="error">The proposals could not be loaded. Please reload the page.</Alert>
      ) : submissions === undefined ? (
        <Skeleton variant="rounded" height={160} />
      ) : submissions.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
          <Typography sx={{ color: 'text.secondary' }}>
            No {venueProposalStatusLabels[status].toLowerCase()} proposals.
          </Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 4 }}>
          {submissions.map((submission) => (
            <Box component="section" key={submission.key} aria-label={submission.attractionName}>
              <Box sx={{ mb: 1.5 }}>
                <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
                  <Link
                    component={RouterLink}
                    to={pageHref.attraction(submission.attractionId)}
                    underline="hover"
                  >
                    {submission.attractionName}
                  </Link>
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                >
                  From {submission.proposedBy} · sent {formatMoment(submission.createdAt)}
                </Typography>
              </Box>
              <Box sx={{ display: 'grid', gap: 2 }}>
                {submission.groups.map((proposal) => (
                  <ProposalCard key={proposal.id} proposal={proposal} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
