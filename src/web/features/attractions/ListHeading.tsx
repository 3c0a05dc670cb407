import { Box, Container, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ListView } from '../../components/results-map/map-url';
import { ViewSwitch } from '../../components/results-map/ViewSwitch';

/**
 * The list's heading band: its title (a skeleton until the filter names are known), the match
 * count (announced politely as it changes) and the List / Map switch.
 */
export function ListHeading({
  title,
  intro,
  count,
  view,
  hrefFor,
}: {
  /** Null while the title's filter names are still loading. */
  title: string | null;
  /** A landing page's few lines under the title. */
  intro?: ReactNode;
  /** Null while the first answer is awaited: the line keeps its height so nothing jumps. */
  count: string | null;
  view: ListView;
  hrefFor: (view: ListView) => string;
}) {
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: '1px solid rgba(0,0,0,0.08)' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4.5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
          {title ?? <Skeleton width="60%" />}
        </Typography>
        {intro ? (
          <Box sx={{ mt: 1, maxWidth: '70ch', color: 'text.secondary' }}>{intro}</Box>
        ) : null}
        <Typography
          sx={{ mt: 0.75, color: 'text.secondary', minHeight: '1.5em' }}
          aria-live="polite"
        >
          {count ?? '\u00a0'}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <ViewSwitch view={view} hrefFor={hrefFor} />
        </Box>
      </Container>
    </Box>
  );
}
