import { Box, Container, Typography } from '@mui/material';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { ViewSwitch } from '../../components/results-map/ViewSwitch';
import type { ListView } from '../../components/results-map/map-url';

/**
 * The shortlist page's header: an eyebrow when the list is shared or renamed, the list's name,
 * its count of places and, when it has any, the list or map switch.
 */
export function ShortlistHeader({
  name,
  isShared,
  savedCount,
  shownCount,
  view,
  viewHref,
}: {
  name: string;
  isShared: boolean;
  /** How many ids the list holds; 0 is the empty list. */
  savedCount: number;
  /** How many of them are loaded and live; the count says this once there are some. */
  shownCount: number;
  view: ListView;
  viewHref: (next: ListView) => string;
}) {
  const empty = savedCount === 0;
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: '1px solid rgba(0,0,0,0.08)' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4.5 } }}>
        {isShared || name !== PAGE_NAMES.shortlist ? (
          <Typography
            component="p"
            sx={{ color: 'primary.main', fontWeight: 700, fontSize: '0.85rem', mb: 0.5 }}
          >
            {isShared ? 'A shortlist shared with you' : PAGE_NAMES.shortlist}
          </Typography>
        ) : null}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
          {name}
        </Typography>
        <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>
          {empty
            ? 'Nothing saved yet.'
            : `${shownCount || savedCount} ${savedCount === 1 ? 'place' : 'places'}`}
        </Typography>
        {!empty ? (
          <Box sx={{ mt: 2 }}>
            <ViewSwitch view={view} hrefFor={viewHref} />
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}
