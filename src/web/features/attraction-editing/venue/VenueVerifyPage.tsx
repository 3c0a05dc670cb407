import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { pageHref } from '../../../../contract/page-routes';
import { PAGE_NAMES } from '../../../../contract/page-titles';
import { VENUE_MESSAGES, VENUE_PAGE_TEXTS } from '../../../../contract/venue';
import { ApiError } from '../../../api/http';
import { verifyVenueLink } from '../../../api/venue';
import { keepVenueSession } from '../../../lib/venue-session';
import { usePageTitle } from '../../../providers/use-page-title';

function failureMessage(error: unknown): string {
  // 400 (a token of the wrong shape) and 404 (expired, used or unknown) mean the same to a person.
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return VENUE_MESSAGES.linkInvalid;
  }
  return 'Sorry, that did not work just now. Please try again.';
}

/**
 * /venue/verify/{token}: the link in a claim's mail (decision 161). The person presses the
 * button: a mail scanner that opens the link, even one that runs scripts, must not spend the
 * one-time link (decision 164). The session it gives is kept for this tab (lib/venue-session.ts).
 */
export default function VenueVerifyPage() {
  usePageTitle(PAGE_NAMES.venueVerify);
  const { token = '' } = useParams();
  const verify = useMutation({
    mutationFn: verifyVenueLink,
    onSuccess: (session) => keepVenueSession(session),
  });
  const session = verify.data;
  // An expired or used link cannot work again: the way on is a new link from the place's page.
  const spent = verify.isError && failureMessage(verify.error) === VENUE_MESSAGES.linkInvalid;

  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, display: 'grid', placeItems: 'center' }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, width: '100%', maxWidth: 560 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
          {session
            ? VENUE_PAGE_TEXTS.verifiedTitle(session.attractionName)
            : PAGE_NAMES.venueVerify}
        </Typography>
        {session ? (
          <>
            <Alert severity="success" sx={{ mt: 3 }}>
              {VENUE_PAGE_TEXTS.signedInAs(
                session.email,
                new Date(session.expiresAt).toLocaleDateString('en-GB', {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'Europe/London',
                }),
              )}
            </Alert>
            <Box component="ul" sx={{ mt: 2.5, mb: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
              {VENUE_PAGE_TEXTS.verifiedCanDo.map((line) => (
                <Typography component="li" key={line}>
                  {line}
                </Typography>
              ))}
            </Box>
            <Typography sx={{ mt: 2, color: 'text.secondary' }}>
              {VENUE_PAGE_TEXTS.verifiedNext}
            </Typography>
            <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={pageHref.venueEdit}
                variant="contained"
                size="large"
              >
                {VENUE_PAGE_TEXTS.editStart}
              </Button>
              <Button
                component={RouterLink}
                to={pageHref.attraction(session.attractionId)}
                variant="outlined"
                size="large"
              >
                See the page
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
              {VENUE_PAGE_TEXTS.verifyIntro}
            </Typography>
            {verify.isError ? (
              <Alert severity="error" sx={{ mb: 3 }}>
                {failureMessage(verify.error)}
              </Alert>
            ) : null}
            {spent ? (
              <Button component={RouterLink} to={pageHref.home} variant="outlined">
                Go Home
              </Button>
            ) : (
              <Button
                variant="contained"
                size="large"
                fullWidth
                loading={verify.isPending}
                onClick={() => verify.mutate(token)}
              >
                {VENUE_PAGE_TEXTS.verifyButton}
              </Button>
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}
