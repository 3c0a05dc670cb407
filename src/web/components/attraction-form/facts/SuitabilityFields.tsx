import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { SETTINGS, settingLabels, type Setting } from '../../../../contract/family-facts';
import { useStep } from '../wizard-form';
import type { WizardValues } from '../wizard-model';
import { FormPathField } from './FormPathField';

/** Suitable ages (from–to, or all ages) and whether the visit is indoors, outdoors or both. */
export function SuitabilityFields() {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { readOnly } = useStep();
  const settingId = useId();
  const from = watch('agesFrom');
  const to = watch('agesTo');
  const setting = watch('setting');
  const allAges = from === '0' && to === '';
  const set = { shouldDirty: true, shouldTouch: true } as const;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: '140px 140px 1fr' },
          alignItems: 'start',
        }}
      >
        <FormPathField
          path="agesFrom"
          label="Youngest age"
          size="small"
          disabled={allAges}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormPathField
          path="agesTo"
          label="Oldest age"
          size="small"
          disabled={allAges}
          helperText="Empty: no upper limit"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormControlLabel
          label="All ages"
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          control={
            <Checkbox
              checked={allAges}
              disabled={readOnly}
              onChange={(event) => {
                setValue('agesFrom', event.target.checked ? '0' : '', set);
                setValue('agesTo', '', set);
              }}
            />
          }
        />
      </Box>
      <FormControl disabled={readOnly}>
        <FormLabel id={settingId} sx={{ fontWeight: 600, color: 'text.primary' }}>
          Indoor or outdoor
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={settingId}
          value={setting}
          onChange={(event) => setValue('setting', event.target.value as Setting | '', set)}
        >
          {SETTINGS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio size="small" />}
              label={settingLabels[value]}
            />
          ))}
          <FormControlLabel value="" control={<Radio size="small" />} label="Not yet checked" />
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
