import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';

import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  HOURS_STATES,
  hoursStateLabels,
  type HoursState,
} from '../../../../contract/opening-hours';
import { useStep } from '../wizard-form';
import type { WizardValues } from '../wizard-model';
import { BankHolidayFields } from './BankHolidayFields';
import { ExceptionsFields } from './ExceptionsFields';
import {
  blankSeason,
  SEASON_TEMPLATES,
  seasonsFromTemplate,
  type SeasonTemplate,
} from './hours-draft';
import { SeasonFields } from './SeasonFields';

/** Regular times first: the state a moderator most often sets. */
const STATE_ORDER: HoursState[] = ['scheduled', 'always', 'varies', 'unknown'];

/**
 * The opening hours editor (decision 104): the state, then for regular times the seasons with their
 * weeks and the exceptions. Templates and "Copy to all" keep a museum's summer and winter hours
 * to a few keystrokes; every control is a native input or button, so it works by keyboard.
 */
export function OpeningHoursFields() {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { readOnly, shownError } = useStep();
  const labelId = useId();
  const hours = watch('openingHours');
  const set = { shouldDirty: true } as const;
  const applyTemplate = (template: SeasonTemplate) =>
    setValue('openingHours.seasons', seasonsFromTemplate(template), set);
  const seasonsError = shownError('openingHours.seasons');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <FormControl disabled={readOnly}>
        {/* The section's heading says "Opening times" already; the label names the choice. */}
        <FormLabel id={labelId} className="visually-hidden">
          Opening times
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={hours.state}
          onChange={(event) =>
            setValue('openingHours.state', event.target.value as HoursState, set)
          }
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {STATE_ORDER.filter((s) => HOURS_STATES.includes(s)).map((state) => (
            <FormControlLabel
              key={state}
              value={state}
              control={<Radio size="small" />}
              label={hoursStateLabels[state]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {hours.state === 'scheduled' ? (
        <>
          {hours.seasons.length === 0 ? (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="body2">Start from a template, then adjust it:</Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {(Object.keys(SEASON_TEMPLATES) as SeasonTemplate[]).map((template) => (
                  <Button
                    key={template}
                    variant="outlined"
                    size="small"
                    onClick={() => applyTemplate(template)}
                    disabled={readOnly}
                  >
                    {SEASON_TEMPLATES[template]}
                  </Button>
                ))}
              </Box>
            </Box>
          ) : null}
          {hours.seasons.map((_, index) => (
            <SeasonFields
              key={index}
              index={index}
              onRemove={() =>
                setValue(
                  'openingHours.seasons',
                  hours.seasons.filter((__, i) => i !== index),
                  set,
                )
              }
            />
          ))}
          {seasonsError ? <Alert severity="error">{seasonsError}</Alert> : null}
          {hours.seasons.length > 0 ? (
            <Box>
              <Button
                size="small"
                variant="outlined"
                onClick={() =>
                  setValue('openingHours.seasons', [...hours.seasons, blankSeason()], set)
                }
                disabled={readOnly}
              >
                Add a season
              </Button>
            </Box>
          ) : null}
          <BankHolidayFields />
          <ExceptionsFields />
        </>
      ) : null}
    </Box>
  );
}
