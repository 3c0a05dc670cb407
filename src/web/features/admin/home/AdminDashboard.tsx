import { faEnvelope, faArrowRightFromBracket } from '@fortawesome/free-solid-svg-icons';
import { Box, Button, Chip, Link, Paper, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ADMIN_TILE_COLUMNS } from '../../../../contract/constants';
import { useAdminAttractions } from '../api/get-admin-attractions';
import { useAdminCategories } from '../api/get-admin-categories';
import { useAdminFacilities } from '../api/get-admin-facilities';
import { useAdminGroups } from '../api/get-admin-groups';
import { useAdminRegions } from '../api/get-admin-regions';
import { FaIcon } from '../layout/FaIcon';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { adminPaths } from '../paths';
import { useAdminSession } from '../../../providers/admin-session/admin-session';
import { ADMIN_TILES, type AdminTile, type TileCount } from './tiles';
import { TrustTiles } from './TrustTiles';

const FIRST_ONLY = { page: 1, search: '', pageSize: 1 } as const;

/** Each tile's count: the totalResults of a one-row read of its list. */
function useTileCounts(): Record<TileCount, number | undefined> {
  const attractions = useAdminAttractions({ ...FIRST_ONLY, adminFilter: 'ALL_ATTRACTIONS' });
  const awaiting = useAdminAttractions({
    ...FIRST_ONLY,
    adminFilter: 'SUBMISSION_AWAITING_REVIEW',
  });
  const categories = useAdminCategories(FIRST_ONLY);
  const regions = useAdminRegions(FIRST_ONLY);
  const groups = useAdminGroups(FIRST_ONLY);
  const facilities = useAdminFacilities(FIRST_ONLY);
  return {
    attractions: attractions.data?.metadata.totalResults,
    awaitingReview: awaiting.data?.metadata.totalResults,
    categories: categories.data?.metadata.totalResults,
    regions: regions.data?.metadata.totalResults,
    attractionGroups: groups.data?.metadata.totalResults,
    facilities: facilities.data?.metadata.totalResults,
  };
}

/** SPEC §2 Admin Home: tiles sorted by label (3 columns large, 2 medium) and Log Out. */
export function AdminDashboard() {
  const { signOut } = useAdminSession();
  const counts = useTileCounts();
  const [signingOut, setSigningOut] = useState(false);
  const awaiting = counts.awaitingReview;

  return (
    <>
      <AdminPageHeader
        title="Admin Dashboard"
        subtitle="Everything that keeps the directory curated, in one place."
        actions={
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
        }
      />

      {awaiting !== undefined && awaiting > 0 ? (
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
      ) : null}

      <TrustTiles />

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

      <Typography variant="h2" sx={{ fontSize: '1.15rem', mt: 4, mb: 1.5 }}>
        More tools
      </Typography>
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
    </>
  );
}

function TileIcon({ icon, accent }: { icon: AdminTile['icon']; accent: string }) {
  return (
    <Box
      sx={{
        width: 44,
        height: 44,
        borderRadius: '12px',
        display: 'grid',
        placeItems: 'center',
        bgcolor: accent,
        color: '#fff',
        flexShrink: 0,
      }}
    >
      <FaIcon icon={icon} sx={{ fontSize: 20 }} />
    </Box>
  );
}

function AdminTileCard({ tile, count }: { tile: AdminTile; count: number | undefined }) {
  const headingId = `tile-${tile.count}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 2.25, sm: 2.5 },
        borderRadius: '18px',
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { boxShadow: '0 6px 24px rgba(16, 40, 32, 0.08)', borderColor: 'transparent' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.75 }}>
        <TileIcon icon={tile.icon} accent={tile.accent} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', lineHeight: 1.3 }}>
            {tile.label}
          </Typography>
          <Box sx={{ mt: 0.5, minHeight: 24 }}>
            {count === undefined ? (
              <Skeleton width={90} height={24} />
            ) : (
              <Chip
                size="small"
                label={`${count.toLocaleString('en-GB')} ${tile.countLabel}`}
                sx={{ bgcolor: 'rgba(11, 93, 75, 0.08)', color: 'text.primary' }}
              />
            )}
          </Box>
        </Box>
      </Box>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem', mt: 1.5, mb: 2 }}>
        {tile.description}
      </Typography>
      <Box sx={{ mt: 'auto', display: 'grid', gap: 1.5 }}>
        <TileSection title="List" links={tile.lists} tileLabel={tile.label} />
        <TileSection title="Manage" links={tile.manage} tileLabel={tile.label} primary />
      </Box>
    </Paper>
  );
}

function TileSection({
  title,
  links,
  tileLabel,
  primary = false,
}: {
  title: string;
  links: AdminTile['lists'];
  tileLabel: string;
  primary?: boolean;
}) {
  return (
    <Box>
      <Typography
        component="h3"
        sx={{
          fontSize: '0.75rem',
          fontWeight: 700,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: 'text.secondary',
          mb: 0.75,
        }}
      >
        {title}
      </Typography>
      <Box
        component="ul"
        aria-label={`${tileLabel}: ${title.toLowerCase()}`}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {links.map((link) =>
          primary ? (
            <li key={link.to}>
              <Button component={RouterLink} to={link.to} variant="contained" size="small">
                {link.label}
              </Button>
            </li>
          ) : (
            <li key={link.to}>
              <Link
                component={RouterLink}
                to={link.to}
                aria-label={`${link.label} ${tileLabel.toLowerCase()}`}
                sx={{
                  display: 'inline-flex',
                  px: 1.25,
                  py: 0.5,
                  borderRadius: 999,
                  border: '1px solid',
                  borderColor: 'divider',
                  fontWeight: 600,
                  fontSize: '0.875rem',
                  textDecoration: 'none',
                  color: 'primary.dark',
                  '&:hover': { borderColor: 'primary.main', bgcolor: 'rgba(11,93,75,0.05)' },
                }}
              >
                {link.label}
              </Link>
            </li>
          ),
        )}
      </Box>
    </Box>
  );
}
