import { Box, Button, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { Attraction } from '../../../contract/attraction';
import { VENUE_MESSAGES, VENUE_PAGE_TEXTS } from '../../../contract/venue-texts';

// The form and its validation load when someone opens it, not with the page (decision 044).
const VenueClaimForm = lazy(() => import('./VenueClaimForm'));

/**
 * "Is this your place?" at the foot of the attraction page (decision 161): one quiet line for
 * the people who run it, opening a form for an address on the place's own website.
 */
export function VenueClaimSection({ attraction }: { attraction: Attraction }) {
  const [open, setOpen] = useState(false);
  return (
    <Box
      component="section"
      aria-labelledby="venue-claim-heading"
      sx={{
        mt: 2,
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
        <Typography
          id="venue-claim-heading"
          component="h2"
          sx={{ fontWeight: 700, fontSize: '0.95rem' }}
        >
          {VENUE_MESSAGES.claimTitle}
        </Typography>
        {open ? null : (
          <Button
            size="small"
            onClick={() => setOpen(true)}
            aria-expanded={false}
            aria-controls="venue-claim-form"
            sx={{ ml: -0.5 }}
          >
            {VENUE_PAGE_TEXTS.claimOpen}
          </Button>
        )}
      </Box>
      {open ? (
        <Box id="venue-claim-form" sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: 720 }}>
            {VENUE_MESSAGES.claimIntro}
          </Typography>
          <Suspense fallback={null}>
            <VenueClaimForm attraction={attraction} onCancel={() => setOpen(false)} />
          </Suspense>
        </Box>
      ) : null}
    </Box>
  );
}
