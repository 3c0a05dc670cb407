import { Box, Button, Container, Typography } from '@mui/material';
import { usePageQuery } from '../../../api/page-query';
import { Link as RouterLink } from 'react-router';
import { CLOSED_PAGE_TITLE } from '../../../../contract/closure';
import { closedPlaceMessage, type ClosedPlace } from '../../../../contract/closed-place';
import { RELATED_LIMIT } from '../../../../contract/constants';
import { usePageTitle } from '../../../providers/use-page-title';
import { usePageMeta } from '../../../providers/use-page-meta';
import { closedPlaceMeta } from '../../../../contract/page-meta';
import { getAttractions } from '../../../api/get-attractions';
import { toCardAttraction } from '../../../../contract/attraction-card';
import { AttractionCard } from '../../../components/attractions/AttractionCard';
import { AttractionCardSkeleton } from '../../../components/attractions/AttractionCardSkeleton';
import { pageHref } from '../../../../contract/page-routes';

/** Places like the closed one, nearest to where it was (its main category). */
function useSimilarNearby(place: ClosedPlace) {
  const category = place.mainCategory?.categoryName;
  return usePageQuery({
    queryKey: ['closed-place', place.id, 'similar'],
    enabled: category !== undefined,
    queryFn: async ({ signal }) => {
      const { coordinates } = place;
      const page = await getAttractions(
        {
          category: [category!],
          limit: RELATED_LIMIT,
          pageSize: RELATED_LIMIT,
          ...(coordinates
            ? { latitude: coordinates.latitude, longitude: coordinates.longitude, sort: 'closest' }
            : { sort: 'most-popular' }),
        },
        signal,
      );
      // Distances are from the closed place, not from the visitor: not shown (the card's part of
      // each place drops them, and the rest the cards do not show).
      return page.results.map(toCardAttraction);
    },
  });
}

/**
 * 'This place has closed' (decision 067): the page of a permanently closed place, answered with
 * HTTP 410 by the server, pointing to similar places nearby.
 */
export default function ClosedPlacePage({ place }: { place: ClosedPlace }) {
  usePageTitle(CLOSED_PAGE_TITLE);
  // The server answers 410 Gone, naming the place (decision 067).
  usePageMeta(closedPlaceMeta(place.name));
  const { data, isPending } = useSimilarNearby(place);
  const similar = data ?? [];
  const category = place.mainCategory;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ maxWidth: '40rem' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
          {CLOSED_PAGE_TITLE}
        </Typography>
        <Typography sx={{ mt: 1.5, fontSize: '1.1rem' }}>
          {closedPlaceMessage(place.name)}
        </Typography>
        {place.note ? (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{place.note}</Typography>
        ) : null}
      </Box>
      <Typography component="h2" variant="h2" sx={{ mt: 5, mb: 2, fontSize: '1.4rem' }}>
        {category ? `Similar places nearby: ${category.displayName}` : 'Other places to visit'}
      </Typography>
      {isPending && category ? (
        <Box sx={grid} aria-hidden>
          {Array.from({ length: 3 }, (_, i) => (
            <AttractionCardSkeleton key={i} />
          ))}
        </Box>
      ) : similar.length > 0 ? (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
          {similar.map((attraction) => (
            <li key={attraction.id}>
              <AttractionCard attraction={attraction} />
            </li>
          ))}
        </Box>
      ) : null}
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {category ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={pageHref.category(category.categoryName)}
          >
            All {category.displayName}
          </Button>
        ) : null}
        <Button variant="outlined" component={RouterLink} to={pageHref.attractions()}>
          Browse all attractions
        </Button>
      </Box>
    </Container>
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  gap: { xs: 1.5, sm: 2.5 },
} as const;
