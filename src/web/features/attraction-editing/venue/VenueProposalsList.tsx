import { Alert, Box, Chip, Paper, Skeleton, Typography } from '@mui/material';
import {
  VENUE_PAGE_TEXTS,
  venueProposalGroupLabels,
  venueProposalStatusLabels,
  type VenueProposal,
  type VenueProposalStatus,
} from '../../../../contract/venue';

const STATUS_COLOURS: Record<VenueProposalStatus, 'default' | 'success' | 'warning' | 'info'> = {
  pending: 'info',
  approved: 'success',
  rejected: 'warning',
  superseded: 'default',
};

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** What the venue has sent, newest first, each part with what our moderators decided. */
export function VenueProposalsList({
  proposals,
  failed,
}: {
  proposals: VenueProposal[] | undefined;
  failed: boolean;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="venue-sent-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'rgba(0,0,0,0.08)' }}
    >
      <Typography id="venue-sent-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {VENUE_PAGE_TEXTS.sentTitle}
      </Typography>
      {failed ? (
        <Alert severity="error">This list could not be loaded. Please reload the page.</Alert>
      ) : proposals === undefined ? (
        <Skeleton height={48} />
      ) : proposals.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{VENUE_PAGE_TEXTS.nothingSent}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={VENUE_PAGE_TEXTS.sentTitle}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {proposals.map((proposal) => (
            <Box
              component="li"
              key={proposal.id}
              sx={{
                py: 1.25,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                '& + li': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {venueProposalGroupLabels[proposal.group]}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Sent {when(proposal.createdAt)}
                  {proposal.decidedAt && proposal.status !== 'pending'
                    ? ` · decided ${when(proposal.decidedAt)}`
                    : ''}
                </Typography>
              </Box>
              <Chip
                size="small"
                color={STATUS_COLOURS[proposal.status]}
                variant={proposal.status === 'pending' ? 'outlined' : 'filled'}
                label={venueProposalStatusLabels[proposal.status]}
              />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
