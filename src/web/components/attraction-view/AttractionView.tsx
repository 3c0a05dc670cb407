import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';
import type { Attraction } from '../../../contract/attraction';
import { usePageTitle } from '../../providers/use-page-title';
import { useAfterFirstPaint } from '../use-after-first-paint';
import { AttractionSummary } from './AttractionSummary';
import { BasicListingProvenance } from './BasicListingProvenance';
import { AccessibilityPanel } from './AccessibilityPanel';
import { ContactPanel } from './ContactPanel';
import { DescriptionPanel } from './DescriptionPanel';
import { FacilitiesPanel } from './FacilitiesPanel';
import { FamilyEssentialsPanel } from './FamilyEssentialsPanel';
import { HeroImage } from './HeroImage';
import { LocationPanel } from './LocationPanel';
import { OpeningHoursPanel } from './OpeningHoursPanel';
import { PlanActions } from './PlanActions';
import { RelatedPanel } from './RelatedPanel';
import { ReportProblemSection } from '../report/ReportProblemSection';
import { VenueClaimSection } from '../venue-claim/VenueClaimSection';
import { ClosureBanner } from '../trust/ClosureBanner';
import { FreshnessLine } from '../trust/FreshnessLine';

/**
 * The attraction page in view mode (SPEC §2 Attraction detail): read-only panels, each hiding
 * itself when it has nothing to show (SPEC §6). The page title is '{product} - {name}', as the
 * server writes it. `adminBar` (view mode: the admin's 'Edit Attraction' strip) sits above it all.
 */
export function AttractionView({
  attraction,
  adminBar,
}: {
  attraction: Attraction;
  adminBar?: ReactNode;
}) {
  usePageTitle(attraction.name);
  // The panels below the picture and summary are built after the first paint: with the
  // attraction already in the page's data (decision 097) the whole page would otherwise be one long
  // first render, holding up the largest paint (the picture) and blocking input.
  const belowTheFold = useAfterFirstPaint();

  return (
    <Box component="article" aria-label={attraction.name} sx={{ pb: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg" disableGutters sx={{ px: { sm: 3 }, pt: { sm: 3, md: 4 } }}>
        {adminBar}
        <ClosureBanner attraction={attraction} />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            gap: { xs: 2.5, md: 4 },
            alignItems: 'start',
          }}
        >
          <HeroImage attraction={attraction} />
          <Box sx={{ px: { xs: 2, sm: 0 }, display: 'grid', gap: 2.5 }}>
            <AttractionSummary attraction={attraction} />
            <ContactPanel attraction={attraction} />
            <FreshnessLine attraction={attraction} />
          </Box>
        </Box>
      </Container>
      {belowTheFold ? (
        <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 } }}>
          <DescriptionPanel attraction={attraction} />
          <BasicListingProvenance attraction={attraction} />
          <OpeningHoursPanel attraction={attraction} />
          <PlanActions attraction={attraction} />
          <AccessibilityPanel attraction={attraction} />
          <FamilyEssentialsPanel attraction={attraction} />
          <FacilitiesPanel attraction={attraction} />
          <LocationPanel attraction={attraction} />
          {/* MUI's Divider, drawn by hand: its own chunk would cost the first view 1.4 KB gzip. */}
          <Box
            component="hr"
            sx={{
              m: 0,
              mt: 2,
              flexShrink: 0,
              borderWidth: 0,
              borderStyle: 'solid',
              borderColor: 'divider',
              borderBottomWidth: 'thin',
            }}
          />
          <RelatedPanel attraction={attraction} />
          <ReportProblemSection attraction={attraction} />
          <VenueClaimSection attraction={attraction} />
        </Container>
      ) : null}
    </Box>
  );
}
