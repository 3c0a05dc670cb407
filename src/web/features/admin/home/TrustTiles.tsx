import {
  faChartColumn,
  faClockRotateLeft,
  faFlag,
  faStore,
} from '@fortawesome/free-solid-svg-icons';
import { Box, Button, Chip, Paper, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useReports, useStaleness } from '../api/trust';
import { useVenueProposalQueue } from '../api/venue-proposals';
import { FaIcon } from '../layout/FaIcon';
import { adminPaths } from '../paths';

const FIRST_ONLY = { page: 1, search: '', pageSize: 1 } as const;

interface TrustTile {
  id: string;
  title: string;
  description: string;
  icon: typeof faFlag;
  accent: string;
  count: number | undefined;
  countLabel: string;
  to: string;
  action: string;
}

/**
 * The dashboard's moderation tiles (decision 067): open reports, live attractions not checked in
 * 12 months, the fact coverage with its count of places whose sourced facts are over a year
 * old (decision 109), and the venue proposals waiting (decision 162). Each count is the
 * totalResults of a one-row read of its queue; the proposals' is the waiting queue's length.
 */
function useTrustTiles(): TrustTile[] {
  const reports = useReports({ ...FIRST_ONLY, status: 'open' });
  const overdue = useStaleness({ ...FIRST_ONLY, filter: 'overdue' });
  const oldFacts = useStaleness({ ...FIRST_ONLY, filter: 'old-facts' });
  const proposals = useVenueProposalQueue('pending');
  return [
    {
      id: 'reports',
      title: 'Reported problems',
      description: 'What visitors told us is wrong, waiting for a moderator.',
      icon: faFlag,
      accent: '#b45309',
      count: reports.data?.metadata.totalResults,
      countLabel: 'open',
      to: adminPaths.reports('open'),
      action: 'Review reports',
    },
    {
      id: 'staleness',
      title: 'Facts to check',
      description: 'Live attractions not checked in the last 12 months, oldest first.',
      icon: faClockRotateLeft,
      accent: '#334155',
      count: overdue.data?.metadata.totalResults,
      countLabel: 'not checked in 12 months',
      to: adminPaths.staleness('overdue'),
      action: 'Check facts',
    },
    {
      id: 'coverage',
      title: 'Fact coverage',
      description: 'Sourced facts per region and city, and the places whose facts are oldest.',
      icon: faChartColumn,
      accent: '#0b5d4b',
      count: oldFacts.data?.metadata.totalResults,
      countLabel: 'with facts over a year old',
      to: adminPaths.factCoverage,
      action: 'See coverage',
    },
    {
      id: 'proposals',
      title: 'Venue proposals',
      description: 'Changes the people who run a place sent us, to approve or reject part by part.',
      icon: faStore,
      accent: '#7c2d12',
      count: proposals.data?.length,
      countLabel: 'waiting',
      to: adminPaths.proposals('pending'),
      action: 'Review proposals',
    },
  ];
}

export function TrustTiles() {
  const tiles = useTrustTiles();
  return (
    <Box
      component="ul"
      aria-label="Moderation"
      sx={{
        listStyle: 'none',
        m: 0,
        mb: 3,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 2.5 },
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {tiles.map((tile) => (
        <Box component="li" key={tile.id} sx={{ display: 'flex' }}>
          <Paper
            component="section"
            aria-labelledby={`trust-tile-${tile.id}`}
            variant="outlined"
            sx={{
              flex: 1,
              p: { xs: 2, sm: 2.5 },
              borderRadius: '18px',
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
            }}
          >
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: '12px',
                display: 'grid',
                placeItems: 'center',
                bgcolor: tile.accent,
                color: '#fff',
                flexShrink: 0,
              }}
            >
              <FaIcon icon={tile.icon} sx={{ fontSize: 20 }} />
            </Box>
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography id={`trust-tile-${tile.id}`} variant="h2" sx={{ fontSize: '1.15rem' }}>
                {tile.title}
              </Typography>
              <Box sx={{ my: 0.5, minHeight: 24 }}>
                {tile.count === undefined ? (
                  <Skeleton width={90} height={24} />
                ) : (
                  <Chip
                    size="small"
                    data-testid={`trust-count-${tile.id}`}
                    label={`${tile.count.toLocaleString('en-GB')} ${tile.countLabel}`}
                    sx={{ bgcolor: 'rgba(11, 93, 75, 0.08)', color: 'text.primary' }}
                  />
                )}
              </Box>
              <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                {tile.description}
              </Typography>
            </Box>
            <Button component={RouterLink} to={tile.to} variant="contained" size="small">
              {tile.action}
            </Button>
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
