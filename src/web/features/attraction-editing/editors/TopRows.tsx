import { Box, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import type { Attraction } from '../../../../contract/attraction';
import type { FactCheck } from '../../../../contract/family-facts-schema';
import { formatPrice, isPriceBand, priceBandLabels } from '../../../../contract/price';
import { CategoryTags } from '../../../components/attraction-view/CategoryTags';
import { CategorySelector } from '../../../components/attraction-form/steps/CategoriesStep';
import { FactSourceFields } from '../../../components/attraction-form/facts/FactSourceFields';
import { RatingField } from '../../../components/attraction-form/steps/RatingField';
import { useStep, WizardTextField } from '../../../components/attraction-form/wizard-form';
import type { WizardValues } from '../../../components/attraction-form/wizard-model';
import { EditableRow, type EditorControl } from '../inline-editor';

function ratingsSummary(values: WizardValues, band: number | null): string {
  const parts = [values.rating === '' ? 'No rating' : `Rated ${values.rating} out of 5`];
  if (values.entryPrice !== '') parts.push(`adult entry ${formatPrice(Number(values.entryPrice))}`);
  if (isPriceBand(band)) parts.push(`cost ${priceBandLabels[band]}`);
  return parts.join(' · ');
}

/** The picture's address, under the picture. */
export function ImageUrlRow({ control, loaded }: { control: EditorControl; loaded: WizardValues }) {
  return (
    <EditableRow
      control={control}
      editor={
        <WizardTextField
          name="imageUrl"
          label="Image URL"
          type="url"
          helperText="A direct link to a landscape picture (https://…)."
        />
      }
    >
      <Typography
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        title={loaded.imageUrl}
      >
        {loaded.imageUrl}
      </Typography>
    </EditableRow>
  );
}

/** The rating and the adult entry price (the cost band derives from the price, SPEC §5). */
export function RatingsRow({
  control,
  loaded,
  band,
  pricesCheck,
}: {
  control: EditorControl;
  loaded: WizardValues;
  band: number | null;
  /** The cost's recorded source, for its "Where is this from?". */
  pricesCheck: FactCheck | null;
}) {
  return (
    <EditableRow
      control={control}
      editor={
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <RatingField />
            <WizardTextField name="entryPrice" label="Adult entry price (£)" inputMode="decimal" />
          </Box>
          <FactSourceFields group="prices" check={pricesCheck} />
        </Box>
      }
    >
      <Typography>{ratingsSummary(loaded, band)}</Typography>
    </EditableRow>
  );
}

/** The categories and the main one (SPEC §4 category selection). */
export function CategoriesRow({
  control,
  attraction,
}: {
  control: EditorControl;
  attraction: Attraction;
}) {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { shownError } = useStep();
  const set = { shouldDirty: true, shouldTouch: true } as const;
  return (
    <EditableRow
      control={control}
      editor={
        <CategorySelector
          categories={watch('categories')}
          mainCategory={watch('mainCategory')}
          categoriesError={shownError('categories')}
          mainError={shownError('mainCategory')}
          onChange={(next) => {
            setValue('categories', next.categories, set);
            setValue('mainCategory', next.mainCategory, set);
          }}
        />
      }
    >
      <CategoryTags categories={attraction.categories} mainCategory={attraction.mainCategory} />
    </EditableRow>
  );
}

/** Admins only: the Google Place ID the place's details load from. */
export function PlaceIdRow({ control, loaded }: { control: EditorControl; loaded: WizardValues }) {
  return (
    <EditableRow
      control={control}
      editor={<WizardTextField name="googlePlaceId" label="Google Place ID" />}
    >
      <Typography sx={{ fontFamily: 'monospace', fontSize: '0.95rem' }}>
        {loaded.googlePlaceId}
      </Typography>
    </EditableRow>
  );
}
