import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { listTexts } from '../../../../contract/messages';
import { pageHref } from '../../../../contract/page-routes';
import { PAGE_NAMES } from '../../../../contract/page-titles';
import { VENUE_MESSAGES, VENUE_PAGE_TEXTS } from '../../../../contract/venue';
import { ApiError } from '../../../api/http';
import { useVenueListing } from '../../../api/venue';
import { PageLoading } from '../../../components/PageLoading';
import { forgetVenueSession, readVenueSession } from '../../../lib/venue-session';
import { useSiteConfig } from '../../../providers/site-config-context';
import { usePageTitle } from '../../../providers/use-page-title';
import { VenueEditing } from './VenueEditing';

/** Why the editor cannot open: no session in this tab, one that lapsed, or a failed load. */
function CannotEdit({ message, severity }: { message: string; severity: 'info' | 'error' }) {
  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, display: 'grid', placeItems: 'center' }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, width: '100%', maxWidth: 560 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
          {PAGE_NAMES.venueEdit}
        </Typography>
        <Alert severity={severity} sx={{ mt: 3 }}>
          {message}
        </Alert>
        <Button component={RouterLink} to={pageHref.home} variant="outlined" sx={{ mt: 3 }}>
          Go Home
        </Button>
      </Paper>
    </Box>
  );
}

/**
 * /venue/edit: the verified venue proposes changes to its place (decisions 161, 162, 164). Its
 * session comes from this tab's storage, put there by the mailed link's page.
 */
export default function VenueEditPage() {
  usePageTitle(PAGE_NAMES.venueEdit);
  const { productName } = useSiteConfig();
  const [session, setSession] = useState(readVenueSession);
  const [expired, setExpired] = useState(false);
  const token = session?.sessionToken ?? null;
  const listing = useVenueListing(expired ? null : token);

  const lapse = () => {
    forgetVenueSession();
    setSession(null);
    setExpired(true);
  };
  const unauthorised = listing.error instanceof ApiError && listing.error.status === 401;
  useEffect(() => {
    if (unauthorised) forgetVenueSession();
  }, [unauthorised]);

  if (expired || unauthorised) {
    return <CannotEdit severity="info" message={VENUE_MESSAGES.sessionInvalid} />;
  }
  if (!token) return <CannotEdit severity="info" message={VENUE_PAGE_TEXTS.noSession} />;
  if (listing.isPending) return <PageLoading text={listTexts.loadingAttraction(productName)} />;
  if (listing.isError) {
    return (
      <CannotEdit
        severity="error"
        message="Your listing could not be loaded. Please check your connection and reload the page."
      />
    );
  }
  return (
    <VenueEditing
      key={listing.data.attraction.id}
      listing={listing.data}
      sessionToken={token}
      onSent={() => listing.refetch()}
      onExpired={lapse}
    />
  );
}
