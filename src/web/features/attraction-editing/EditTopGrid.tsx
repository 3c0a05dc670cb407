import { Box } from '@mui/material';
import type { Attraction } from '../../../contract/attraction';
import { AttractionSummary } from '../../components/attraction-view/AttractionSummary';
import { HeroImage } from '../../components/attraction-view/HeroImage';
import { WizardTextField } from '../../components/attraction-form/wizard-form';
import type { WizardValues } from '../../components/attraction-form/wizard-model';
import type { PageAccess } from '../../lib/attraction-page-access';
import { ContactEditor } from './editors/ContactEditor';
import { CategoriesRow, ImageUrlRow, PlaceIdRow, RatingsRow } from './editors/TopRows';
import { EditButton, EditorForm, RowCard } from './inline-editor';
import type { EditorKey } from './inline-editors';
import type { EditorControl } from './inline-editor';

/**
 * The top of the edit page in the view's grid: the picture with its own editors under it on
 * wide screens (after the name and contact on phones), and the name, categories, place ID and
 * contact beside it.
 */
export function EditTopGrid({
  attraction,
  loaded,
  access,
  controls,
}: {
  attraction: Attraction;
  loaded: WizardValues;
  access: PageAccess;
  controls: Record<EditorKey, EditorControl>;
}) {
  const name = controls.name;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        gridTemplateRows: { md: 'auto 1fr' },
        columnGap: 4,
        rowGap: { xs: 2.5, md: 2 },
        alignItems: 'start',
      }}
    >
      <HeroImage attraction={attraction} />
      <Box
        sx={{
          px: { xs: 2, sm: 0 },
          gridColumn: { md: 1 },
          gridRow: { md: 2 },
          order: { xs: 1, md: 0 },
        }}
      >
        <RowCard>
          <ImageUrlRow control={controls.imageUrl} loaded={loaded} />
          <RatingsRow
            control={controls.ratings}
            loaded={loaded}
            band={attraction.price}
            pricesCheck={attraction.checks.prices}
          />
        </RowCard>
      </Box>
      <Box
        sx={{
          px: { xs: 2, sm: 0 },
          display: 'grid',
          gap: 2.5,
          gridColumn: { md: 2 },
          gridRow: { md: '1 / span 2' },
        }}
      >
        <Box component="section" aria-label="Name" sx={{ display: 'grid', gap: 1.5 }}>
          <AttractionSummary
            attraction={attraction}
            showCategories={false}
            nameAction={<EditButton control={name} />}
          />
          {name.open ? (
            <EditorForm control={name}>
              <WizardTextField name="name" label="Name" required />
            </EditorForm>
          ) : null}
        </Box>
        <RowCard>
          <CategoriesRow control={controls.categories} attraction={attraction} />
          {access.isAdmin ? <PlaceIdRow control={controls.googlePlaceId} loaded={loaded} /> : null}
        </RowCard>
        <ContactEditor control={controls.contact} attraction={attraction} />
      </Box>
    </Box>
  );
}
