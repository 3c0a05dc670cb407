import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A picture tile of the Categories and Regions pages: the fixed illustration of its name on its
 * colour, the name and the count. The whole tile is one link.
 */
export function PictureTile({
  to,
  title,
  subtitle,
  count,
  image,
  colour,
}: {
  to: string;
  title: string;
  subtitle?: string;
  count: string;
  image: string | null;
  colour: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderColor: 'rgba(0,0,0,0.08)',
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 10px 24px rgba(8,63,51,0.14)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '16 / 10',
            overflow: 'hidden',
            background: `linear-gradient(160deg, color-mix(in srgb, ${colour} 70%, white) 0%, ${colour} 100%)`,
          }}
        >
          {image && !failed ? (
            <Box
              component="img"
              src={image}
              alt=""
              loading="lazy"
              decoding="async"
              onError={() => setFailed(true)}
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'cover',
              }}
            />
          ) : null}
        </Box>
        <Box sx={{ p: { xs: 1.5, sm: 2 }, flex: 1 }}>
          <Typography
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: '0.98rem', sm: '1.1rem' }, lineHeight: 1.3 }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', mt: 0.25, display: { xs: 'none', sm: 'block' } }}
            >
              {subtitle}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ mt: 0.75, fontWeight: 600, color: 'primary.main' }}>
            {count}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** A grid of tiles: `columns` per row on wide screens, at most 2 on phones (SPEC §2 widths). */
export function TileGrid({
  columns,
  phoneColumns,
  label,
  children,
}: {
  columns: number;
  phoneColumns: number;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-columns={columns}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: `repeat(${phoneColumns}, minmax(0, 1fr))`,
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        gap: { xs: 1.5, sm: 2.5 },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
