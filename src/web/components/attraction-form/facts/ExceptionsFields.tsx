import { Box, Button, Checkbox, FormControlLabel, IconButton, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import type { HoursException } from '../../../../contract/opening-hours';
import { CloseIcon } from '../../icons';
import { useStep } from '../wizard-form';
import type { WizardValues } from '../wizard-model';
import { FormPathField } from './FormPathField';
import { blankException, CHRISTMAS_CLOSED, DEFAULT_SPAN } from './hours-draft';

/** Days that differ from their season: closed on a date, or open other hours (a late opening). */
export function ExceptionsFields() {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { readOnly, shownError } = useStep();
  const exceptions = watch('openingHours.exceptions');
  const set = (next: HoursException[]) =>
    setValue('openingHours.exceptions', next, { shouldDirty: true });
  const update = (index: number, change: Partial<HoursException>) =>
    set(exceptions.map((e, i) => (i === index ? { ...e, ...change } : e)));
  const hasChristmas = exceptions.some((e) => e.date === CHRISTMAS_CLOSED.date);
  return (
    <Box role="group" aria-labelledby="hours-exceptions-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="hours-exceptions-heading" component="h3" sx={{ fontWeight: 700 }}>
        Exceptions
      </Typography>
      {exceptions.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No days that differ from the season.
        </Typography>
      ) : null}
      {exceptions.map((exception, index) => (
        <ExceptionRow
          key={index}
          index={index}
          exception={exception}
          onChange={(change) => update(index, change)}
          onRemove={() => set(exceptions.filter((_, i) => i !== index))}
        />
      ))}
      {shownError('openingHours.exceptions') ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {shownError('openingHours.exceptions')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => set([...exceptions, blankException()])}
          disabled={readOnly}
        >
          Add an exception
        </Button>
        {hasChristmas ? null : (
          <Button
            size="small"
            variant="outlined"
            onClick={() => set([...exceptions, { ...CHRISTMAS_CLOSED }])}
            disabled={readOnly}
          >
            Closed on Christmas Day
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** One exception: its date, Closed or one opening span, and a note. */
function ExceptionRow({
  index,
  exception,
  onChange,
  onRemove,
}: {
  index: number;
  exception: HoursException;
  onChange: (change: Partial<HoursException>) => void;
  onRemove: () => void;
}) {
  const { readOnly } = useStep();
  const path = `openingHours.exceptions.${index}`;
  const time = { inputLabel: { shrink: true } } as const;
  return (
    <Box
      role="group"
      aria-label={`Exception ${index + 1}`}
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr auto', sm: '150px auto 1fr auto' },
      }}
    >
      <FormPathField
        path={`${path}.date`}
        label="Date"
        placeholder="12-25"
        size="small"
        helperText="YYYY-MM-DD, or MM-DD every year"
      />
      <FormControlLabel
        label="Closed"
        sx={{ gridRow: { xs: 2, sm: 'auto' } }}
        control={
          <Checkbox
            checked={exception.spans.length === 0}
            disabled={readOnly}
            onChange={(event) =>
              onChange({ spans: event.target.checked ? [] : [{ ...DEFAULT_SPAN }] })
            }
          />
        }
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        {exception.spans.length > 0 ? (
          <>
            <FormPathField
              path={`${path}.spans.0.opens`}
              label="Opens"
              type="time"
              size="small"
              slotProps={time}
            />
            <FormPathField
              path={`${path}.spans.0.closes`}
              label="Closes"
              type="time"
              size="small"
              slotProps={time}
            />
          </>
        ) : null}
        <FormPathField path={`${path}.note`} label="Note" size="small" emptyAsNull />
      </Box>
      <IconButton
        aria-label={`Remove the exception on ${exception.date || 'a new date'}`}
        onClick={onRemove}
        disabled={readOnly}
        sx={{ gridRow: { xs: 1, sm: 'auto' }, gridColumn: { xs: 2, sm: 'auto' } }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
