import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useStep } from '../wizard-form';
import type { WizardValues } from '../wizard-model';
import { FormPathField } from './FormPathField';
import { DEFAULT_SPAN } from './hours-draft';

type BankHolidayChoice = 'same' | 'closed' | 'open';

/**
 * The bank-holiday rule (docs/decisions/151): like any other day, closed on bank
 * holidays, or open on bank holidays with one span. The place's nation (from its region) decides
 * which days are bank holidays; the rule applies in season only.
 */
export function BankHolidayFields() {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { readOnly } = useStep();
  const labelId = useId();
  const rule = watch('openingHours.bankHolidays');
  const choice: BankHolidayChoice = rule === null ? 'same' : rule.length === 0 ? 'closed' : 'open';
  const choose = (next: BankHolidayChoice) =>
    setValue(
      'openingHours.bankHolidays',
      next === 'same' ? null : next === 'closed' ? [] : [{ ...DEFAULT_SPAN }],
      { shouldDirty: true },
    );
  const time = { inputLabel: { shrink: true } } as const;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControl disabled={readOnly}>
        <FormLabel id={labelId} sx={{ fontWeight: 700, color: 'text.primary' }}>
          Bank holidays
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={choice}
          onChange={(event) => choose(event.target.value as BankHolidayChoice)}
        >
          <FormControlLabel value="same" control={<Radio />} label="Like any other day" />
          <FormControlLabel value="closed" control={<Radio />} label="Closed on bank holidays" />
          <FormControlLabel
            value="open"
            control={<Radio />}
            label="Open on bank holidays with these hours"
          />
        </RadioGroup>
      </FormControl>
      {choice === 'open' ? (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <FormPathField
            path="openingHours.bankHolidays.0.opens"
            label="Bank holidays open"
            type="time"
            size="small"
            slotProps={time}
          />
          <FormPathField
            path="openingHours.bankHolidays.0.closes"
            label="Bank holidays close"
            type="time"
            size="small"
            slotProps={time}
          />
        </Box>
      ) : null}
    </Box>
  );
}
