import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One row of an admin list: a leading mark, the name with a line of details, status chips and
 * the row's actions. A row on a wide screen, a small card on a phone.
 */
export function ListRow({
  leading,
  title,
  meta,
  chips,
  actions,
}: {
  leading?: ReactNode;
  title: ReactNode;
  meta?: ReactNode;
  chips?: ReactNode;
  actions?: ReactNode;
}) {
  // Only the parts the row has get a grid area, so a phone card has no empty rows.
  const xsAreas = [
    leading ? '"lead main"' : '"main"',
    ...(chips ? [leading ? '"chips chips"' : '"chips"'] : []),
    ...(actions ? [leading ? '"actions actions"' : '"actions"'] : []),
  ].join(' ');
  const mdAreas = `"${[leading && 'lead', 'main', chips && 'chips', actions && 'actions'].filter(Boolean).join(' ')}"`;
  const mdColumns = [leading && 'auto', 'minmax(0, 1fr)', chips && 'auto', actions && 'auto']
    .filter(Boolean)
    .join(' ');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateAreas: { xs: xsAreas, md: mdAreas },
        gridTemplateColumns: {
          xs: leading ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)',
          md: mdColumns,
        },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.25,
        px: { xs: 2, md: 2.5 },
        py: { xs: 1.75, md: 1.5 },
        transition: 'background-color 120ms',
        '&:hover': { bgcolor: 'rgba(11, 93, 75, 0.035)' },
      }}
    >
      {leading ? <Box sx={{ gridArea: 'lead', display: 'flex' }}>{leading}</Box> : null}
      <Box sx={{ gridArea: 'main', minWidth: 0 }}>
        <Typography
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {meta ? (
          <Typography
            component="div"
            sx={{
              color: 'text.secondary',
              fontSize: '0.85rem',
              mt: 0.25,
              overflowWrap: 'anywhere',
            }}
          >
            {meta}
          </Typography>
        ) : null}
      </Box>
      {chips ? (
        <Box
          sx={{
            gridArea: 'chips',
            display: 'flex',
            gap: 0.75,
            flexWrap: 'wrap',
            justifyContent: { md: 'flex-end' },
          }}
        >
          {chips}
        </Box>
      ) : null}
      {actions ? (
        <Box
          sx={{
            gridArea: 'actions',
            display: 'flex',
            gap: { xs: 0.5, sm: 0.75 },
            flexWrap: 'wrap',
            justifyContent: { xs: 'flex-start', md: 'flex-end' },
          }}
        >
          {actions}
        </Box>
      ) : null}
    </Box>
  );
}
