import { faEnvelope, faArrowRightFromBracket } from '@fortawesome/free-solid-svg-icons';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ADMIN_TILE_COLUMNS } from '../../../../contract/constants';
import { FaIcon } from '../layout/FaIcon';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { adminPaths } from '../paths';
import { useAdminSession } from '../../../providers/admin-session/admin-session';
import { AdminTileCard, TileIcon } from './AdminTileCard';
import { ADMIN_TILES, type TileCount } from './tiles';
import { TrustTiles } from './TrustTiles';
import { useTileCounts } from './use-tile-counts';

/** SPEC §2 Admin Home: tiles sorted by label (3 columns large, 2 medium) and Log Out. */
export function AdminDashboard() {
  const counts = useTileCounts();
  const awaiting = counts.awaitingReview;

  return (
    <>
      <AdminPageHeader
        title="Admin Dashboard"
        subtitle="Everything that keeps the directory curated, in one place."
        actions={<AccountActions />}
      />

      {awaiting !== undefined && awaiting > 0 ? <AwaitingReviewNotice awaiting={awaiting} /> : null}

      <TrustTiles />

      <AdminAreas counts={counts} />

      <Typography variant="h2" sx={{ fontSize: '1.15rem', mt: 4, mb: 1.5 }}>
        More tools
      </Typography>
      <EmailSignupsTool />
    </>
  );
}

/** Two-step sign-in set-up and Log Out (disabled once pressed, while the session ends). */
function AccountActions() {
  const { signOut } = useAdminSession();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <>
      <Button
        component={RouterLink}
        to="/admin/account/second-factor"
        variant="outlined"
        color="inherit"
        sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        Two-step sign-in
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        disabled={signingOut}
        startIcon={<FaIcon icon={faArrowRightFromBracket} sx={{ fontSize: 16 }} />}
        onClick={() => {
          setSigningOut(true);
          void signOut();
        }}
        sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        Log Out
      </Button>
    </>
  );
}

function AwaitingReviewNotice({ awaiting }: { awaiting: number }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        mb: 3,
        px: { xs: 2, sm: 2.5 },
        py: 1.75,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        borderColor: '#f3c98b',
        bgcolor: '#fff8ec',
      }}
    >
      <Typography sx={{ flex: '1 1 220px', fontWeight: 600 }}>
        {awaiting === 1
          ? '1 submission is awaiting review.'
          : `${awaiting} submissions are awaiting review.`}
      </Typography>
      <Button
        component={RouterLink}
        to={adminPaths.submissions('awaitingapproval')}
        variant="contained"
        size="small"
      >
        Review submissions
      </Button>
    </Paper>
  );
}

/** The tiles, one list item each, in SPEC's columns. */
function AdminAreas({ counts }: { counts: Record<TileCount, number | undefined> }) {
  return (
    <Box
      component="ul"
      aria-label="Admin areas"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 2.5 },
        gridTemplateColumns: {
          xs: '1fr',
          md: `repeat(${ADMIN_TILE_COLUMNS.medium}, minmax(0, 1fr))`,
          lg: `repeat(${ADMIN_TILE_COLUMNS.large}, minmax(0, 1fr))`,
        },
      }}
    >
      {ADMIN_TILES.map((tile) => (
        <Box component="li" key={tile.label} sx={{ display: 'flex' }}>
          <AdminTileCard tile={tile} count={counts[tile.count]} />
        </Box>
      ))}
    </Box>
  );
}

function EmailSignupsTool() {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <TileIcon icon={faEnvelope} accent="#475569" />
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          Email Sign-ups
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
          Everyone on the mailing list, with a CSV export.
        </Typography>
      </Box>
      <Button component={RouterLink} to={adminPaths.emailSignups} variant="outlined">
        View sign-ups
      </Button>
    </Paper>
  );
}
