import { Box, Button, IconButton, Typography } from '@mui/material';
import { CloseIcon } from '../../icons';
import { useFormContext } from 'react-hook-form';
import { weekdayLabels, type TimeSpan, type Weekday } from '../../../../contract/opening-hours';
import { useStep } from '../wizard-form';
import type { WizardValues } from '../wizard-model';
import { FormPathField } from './FormPathField';
import { withExtraSpan } from './hours-draft';

const timeProps = { htmlInput: { step: 300 }, inputLabel: { shrink: true } } as const;

/**
 * One weekday of a season: its opening spans (none is closed), a further span for a lunch break,
 * and "Copy to all" so a moderator types a typical day once.
 */
export function DayHoursRow({
  path,
  day,
  onCopyToAll,
}: {
  /** The day's spans in the form: 'openingHours.seasons.0.week.monday'. */
  path: string;
  day: Weekday;
  onCopyToAll: () => void;
}) {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { readOnly } = useStep();
  const spans = (watch(path as never) as TimeSpan[] | undefined) ?? [];
  const label = weekdayLabels[day];
  const set = (next: TimeSpan[]) =>
    setValue(path as never, next as never, { shouldDirty: true, shouldTouch: false });
  return (
    <Box
      role="group"
      aria-label={label}
      data-day={day}
      sx={{
        display: 'grid',
        // minmax(0, …) and minWidth 0: the time inputs' own width must not widen a phone's card.
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '110px minmax(0, 1fr) auto' },
        alignItems: 'start',
        gap: 1,
        py: 1,
      }}
    >
      <Typography sx={{ fontWeight: 600, pt: { sm: 1 } }}>{label}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          minWidth: 0,
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          gridRow: { xs: 2, sm: 'auto' },
        }}
      >
        {spans.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', pt: { sm: 1 } }}>Closed</Typography>
        ) : (
          spans.map((span, index) => (
            <SpanInputs
              key={index}
              path={`${path}.${index}`}
              label={label}
              span={span}
              onRemove={() => set(spans.filter((_, i) => i !== index))}
            />
          ))
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 0.5,
          justifySelf: 'end',
          flexWrap: 'nowrap',
          whiteSpace: 'nowrap',
        }}
      >
        <Button
          size="small"
          onClick={() => set(withExtraSpan(spans))}
          disabled={readOnly}
          aria-label={spans.length === 0 ? `Open on ${label}` : `Add opening hours on ${label}`}
        >
          {spans.length === 0 ? 'Open' : 'Add hours'}
        </Button>
        <Button
          size="small"
          onClick={onCopyToAll}
          disabled={readOnly}
          aria-label={`Copy ${label}'s hours to every day`}
        >
          Copy to all
        </Button>
      </Box>
    </Box>
  );
}

/** One opening span: opens, closes and its remove button, named by the day for screen readers. */
function SpanInputs({
  path,
  label,
  span,
  onRemove,
}: {
  path: string;
  label: string;
  span: TimeSpan;
  onRemove: () => void;
}) {
  const { readOnly } = useStep();
  const named = (what: string) => ({
    ...timeProps,
    htmlInput: { ...timeProps.htmlInput, 'aria-label': `${label} ${what}` },
  });
  return (
    // A grid, not a flex row: on a phone the two time inputs share the width and the × stays in view.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
        gap: 1,
        alignItems: 'flex-start',
      }}
    >
      <FormPathField
        path={`${path}.opens`}
        label="Opens"
        type="time"
        size="small"
        slotProps={named('opens')}
      />
      <FormPathField
        path={`${path}.closes`}
        label="Closes"
        type="time"
        size="small"
        slotProps={named('closes')}
      />
      <IconButton
        aria-label={`Remove ${label} ${span.opens}–${span.closes}`}
        onClick={onRemove}
        disabled={readOnly}
        sx={{ mt: 0.25 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
