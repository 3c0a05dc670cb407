import { Box, Button, Chip, Link, Paper, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { FaIcon } from '../layout/FaIcon';
import type { AdminTile } from './tiles';

/** A tile's icon on its accent colour. */
export function TileIcon({ icon, accent }: { icon: AdminTile['icon']; accent: string }) {
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

/** One admin area: its icon, name, count, purpose, and its list and manage links. */
export function AdminTileCard({ tile, count }: { tile: AdminTile; count: number | undefined }) {
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
