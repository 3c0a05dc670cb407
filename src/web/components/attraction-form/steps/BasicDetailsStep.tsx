import { InputAdornment, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { FIELD_LIMITS } from '../../../../contract/constants';
import { hasAtMostTwoDecimals } from '../../../../contract/fields';
import { notices } from '../../../../contract/messages';
import { useSiteConfig } from '../../../providers/site-config-context';
import { useStep, WizardTextField } from '../wizard-form';
import { RatingField } from './RatingField';
import { fieldVisibility, numberOrText, type WizardValues } from '../wizard-model';

/** Step 1: name, description, entry price in pounds; admin-only place ID, image and rating. */
export function BasicDetailsStep() {
  const { productName } = useSiteConfig();
  const { options, readOnly } = useStep();
  const { watch, setValue } = useFormContext<WizardValues>();
  const visible = fieldVisibility(options);
  const name = watch('name');
  const description = watch('description');

  return (
    <Stack spacing={2.5}>
      <WizardTextField
        name="name"
        label="Name"
        required
        helperText={`${name.length}/${FIELD_LIMITS.attractionName}`}
      />
      <WizardTextField
        name="description"
        label="Description"
        required
        multiline
        minRows={4}
        maxRows={12}
        helperText={`${description.length}/${FIELD_LIMITS.attractionDescription}`}
      />
      <WizardTextField
        name="entryPrice"
        label="Adult entry price"
        required
        inputMode="decimal"
        placeholder="0.00"
        helperText={notices.priceHelper(productName)}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          htmlInput: {
            inputMode: 'decimal',
            onBlurCapture: (event: React.FocusEvent<HTMLInputElement>) => {
              // SPEC §3: entered in pounds and formatted to 2 decimals.
              const value = numberOrText(event.target.value);
              if (typeof value === 'number' && value >= 0 && hasAtMostTwoDecimals(value)) {
                setValue('entryPrice', value.toFixed(2), { shouldDirty: true, shouldTouch: true });
              }
            },
          },
        }}
      />
      {visible.rating ? <RatingField /> : null}
      {visible.googlePlaceId ? (
        <WizardTextField
          name="googlePlaceId"
          label="Google Place ID"
          helperText="Used to load the location and contact details from Google."
          disabled={readOnly}
        />
      ) : null}
      {visible.imageUrl ? (
        <WizardTextField name="imageUrl" label="Image URL" type="url" inputMode="url" />
      ) : null}
    </Stack>
  );
}
