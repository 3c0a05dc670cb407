import { MenuItem } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useStep, WizardTextField } from '../wizard-form';
import type { WizardValues } from '../wizard-model';

const RATINGS = ['0', '0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'];

/** The admin-only rating, in half steps from 0 to 5 or none: the wizard's step 1 and the inline editor. */
export function RatingField() {
  const { shownError } = useStep();
  const { watch, setValue } = useFormContext<WizardValues>();
  return (
    <WizardTextField
      name="rating"
      label="Rating (out of 5)"
      select
      value={watch('rating')}
      onChange={(event) =>
        setValue('rating', event.target.value, { shouldDirty: true, shouldTouch: true })
      }
      error={shownError('rating') !== undefined}
    >
      <MenuItem value="">
        <em>No rating</em>
      </MenuItem>
      {RATINGS.map((value) => (
        <MenuItem key={value} value={value}>
          {value}
        </MenuItem>
      ))}
    </WizardTextField>
  );
}
