import { Box, Button, Container, Typography } from '@mui/material';
import { lazy, useEffect } from 'react';
import { useParams } from 'react-router';
import { listTexts } from '../../../contract/messages';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageMeta } from '../../providers/use-page-meta';
import { PageLoading } from '../../components/PageLoading';
import { closedPlaceOf, parseAttractionId, useAttraction } from '../../api/get-attraction';
import type { AttractionPageMode } from '../../lib/attraction-page-mode';
import { AdminViewBar } from '../../components/attraction-view/AdminViewBar';
import { AttractionView } from '../../components/attraction-view/AttractionView';

// Only an unknown or invalid id needs it: its chunk (shared with the site's 404 route) loads then.
const NotFoundPage = lazy(() => import('../../components/NotFoundPage'));
// Only a permanently closed place (410) shows it, with the contract's closed-place module.
const ClosedPlacePage = lazy(() => import('./closed/ClosedPlacePage'));

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
        This attraction could not be loaded.
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
        Please check your connection and try again.
      </Typography>
      <Button variant="contained" onClick={onRetry} sx={{ mt: 3 }}>
        Try again
      </Button>
    </Container>
  );
}

/**
 * The attraction page (SPEC §2) at /attraction/{id}. It serves five modes; view is built here
 * and the edit modes (decision 080) add their own branches around the same read-only panels. An id
 * that is not a whole number, or names no live attraction, shows the not-found page (the server
 * answers those paths with 404 too). See docs/decisions/080.
 */
export default function AttractionPage({ mode = 'view' }: { mode?: AttractionPageMode }) {
  const { attractionId } = useParams();
  const { productName } = useSiteConfig();
  const id = parseAttractionId(attractionId);
  const { data, isPending, isError, error, refetch } = useAttraction(mode === 'view' ? id : null);

  useEffect(() => {
    // SPEC §8: logged only, and the not-found page shows.
    if (id === null) console.warn('There was an invalid attraction ID provided.');
  }, [id]);
  // The server's head for this page: the place's name, description, picture and JSON-LD.
  usePageMeta(data ? { place: data } : null);

  if (mode !== 'view' || id === null) return <NotFoundPage />;
  if (isPending) {
    // A screen-high placeholder, so the footer does not jump when the page arrives.
    return (
      <Box sx={{ minHeight: '100vh' }}>
        <PageLoading text={listTexts.loadingAttraction(productName)} />
      </Box>
    );
  }
  const closedPlace = closedPlaceOf(error);
  if (closedPlace) return <ClosedPlacePage place={closedPlace} />;
  if (isError) return <LoadFailure onRetry={() => void refetch()} />;
  if (data === null) return <NotFoundPage />;
  return (
    <AttractionView
      key={data.id}
      attraction={data}
      adminBar={<AdminViewBar attractionId={data.id} />}
    />
  );
}
