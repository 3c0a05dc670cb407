import { Alert, Box, Container, Link, Typography } from '@mui/material';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { Attraction } from '../../../../contract/attraction';
import { pageHref } from '../../../../contract/page-routes';
import { PAGE_NAMES } from '../../../../contract/page-titles';
import { VENUE_PAGE_TEXTS } from '../../../../contract/venue';
import { useVenueProposals, type VenueListing } from '../../../api/venue';
import { StepContext } from '../../../components/attraction-form/wizard-form';
import {
  valuesFromAttraction,
  type WizardOptions,
} from '../../../components/attraction-form/wizard-model';
import { AccessEditor } from '../editors/AccessEditor';
import { ContactEditor } from '../editors/ContactEditor';
import { DescriptionEditor } from '../editors/DescriptionEditor';
import { FacilitiesEditor } from '../editors/FacilitiesEditor';
import { HoursEditor } from '../editors/HoursEditor';
import { SuitabilityEditor } from '../editors/SuitabilityEditor';
import { CONTACT_FIELDS } from '../inline-editors';
import { useLeavePrompt } from '../use-leave-prompt';
import { PricesRow } from './PricesRow';
import { useVenueEditing } from './use-venue-editing';
import { VenueProposalsList } from './VenueProposalsList';

const until = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** The page's heading: the place, what Confirm does here, and whose session this is. */
function VenueEditHeader({ listing, dirty }: { listing: VenueListing; dirty: boolean }) {
  const { attraction } = listing;
  return (
    <Box component="header" sx={{ mb: { xs: 2.5, md: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
        {PAGE_NAMES.venueEdit}
      </Typography>
      <Typography sx={{ mt: 0.5, fontWeight: 600, fontSize: '1.1rem' }}>
        <Link component={RouterLink} to={pageHref.attraction(attraction.id)} underline="hover">
          {attraction.name}
        </Link>
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: 760 }}>
        {VENUE_PAGE_TEXTS.editIntro}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
        {VENUE_PAGE_TEXTS.signedInAs(listing.email, until(listing.expiresAt))}
      </Typography>
      {dirty ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          You have changes not yet sent. Confirm or cancel the open editor before leaving.
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * The verified venue's page (decision 164): the published listing with the moderators' editors,
 * each Confirm sending a proposal, and beside them what was sent and what became of it.
 */
export function VenueEditing({
  listing,
  sessionToken,
  onSent,
  onExpired,
}: {
  listing: VenueListing;
  sessionToken: string;
  onSent: () => Promise<unknown>;
  onExpired: () => void;
}) {
  const attraction: Attraction = listing.attraction;
  const loaded = useMemo(() => valuesFromAttraction(attraction), [attraction]);
  const options = useMemo<WizardOptions>(
    () => ({ mode: 'edit', isAdmin: false, savedPrice: attraction.price }),
    [attraction.price],
  );
  const proposals = useVenueProposals(sessionToken);
  const editing = useVenueEditing(attraction, loaded, options, sessionToken, {
    onSent: () => Promise.all([onSent(), proposals.refetch()]),
    onExpired,
  });
  useLeavePrompt(editing.dirty);
  const { control } = editing;

  return (
    <FormProvider {...editing.form}>
      <StepContext.Provider value={editing.context}>
        <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 }, py: { xs: 3, md: 4 } }}>
          <VenueEditHeader listing={listing} dirty={editing.dirty} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
              columnGap: 4,
              rowGap: 2.5,
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2.5, gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
              <VenueProposalsList proposals={proposals.data} failed={proposals.isError} />
              <PricesRow
                control={control('prices', loaded.entryPrice === '')}
                loaded={loaded}
                band={attraction.price}
              />
              <ContactEditor
                control={control(
                  'contact',
                  CONTACT_FIELDS.every((f) => loaded[f] === ''),
                )}
                attraction={attraction}
              />
            </Box>
            <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0 }}>
              <DescriptionEditor
                control={control('description', attraction.description.trim() === '')}
                attraction={attraction}
              />
              <HoursEditor
                control={control('hours', attraction.openingHours.state === 'unknown')}
                attraction={attraction}
              />
              <SuitabilityEditor
                control={control(
                  'suitability',
                  attraction.ages === null && attraction.setting === null,
                )}
                attraction={attraction}
              />
              <AccessEditor
                control={control('access', attraction.checks.access === null)}
                attraction={attraction}
              />
              <FacilitiesEditor
                control={control('facilities', attraction.facilities.length === 0)}
                attraction={attraction}
                saving={false}
              />
            </Box>
          </Box>
        </Container>
      </StepContext.Provider>
    </FormProvider>
  );
}
