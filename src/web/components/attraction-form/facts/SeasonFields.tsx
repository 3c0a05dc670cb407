import { Box, Button, Divider, Paper, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { WEEKDAYS, type Season, type Weekday } from '../../../../contract/opening-hours';
import { useStep } from '../wizard-form';
import type { WizardValues } from '../wizard-model';
import { DayHoursRow } from './DayHoursRow';
import { FormPathField } from './FormPathField';
import { copyDay } from './hours-draft';

/**
 * One season: its name and dates (MM-DD, inclusive, or an Easter day such as good-friday that
 * moves with Easter, docs/decisions/152), then its regular week.
 */
export function SeasonFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { watch, setValue } = useFormContext<WizardValues>();
  const { readOnly } = useStep();
  const path = `openingHours.seasons.${index}` as const;
  const season = watch(path) as Season | undefined;
  if (!season) return null;
  const title = season.name.trim() === '' ? `Season ${index + 1}` : season.name;
  const copy = (day: Weekday) =>
    setValue(`${path}.week`, copyDay(season.week, day, 'all'), { shouldDirty: true });
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`${title} season`}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        <Button size="small" color="error" onClick={onRemove} disabled={readOnly}>
          Remove season
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          // minmax(0, …): an input's own width must not push the card past a phone's screen.
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))',
          },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <FormPathField path={`${path}.name`} label="Season name" size="small" />
        </Box>
        <FormPathField
          path={`${path}.from`}
          label="From (MM-DD)"
          placeholder="04-01"
          size="small"
          helperText="or good-friday, easter-monday…"
        />
        <FormPathField path={`${path}.to`} label="To (MM-DD)" placeholder="10-31" size="small" />
      </Box>
      <Box sx={{ mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={readOnly}
          onClick={() => setValue(`${path}.from`, 'good-friday', { shouldDirty: true })}
        >
          From Easter (Good Friday)
        </Button>
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ '& > [role=group] + [role=group]': { borderTop: 1, borderColor: 'divider' } }}>
        {WEEKDAYS.map((day) => (
          <DayHoursRow
            key={day}
            path={`${path}.week.${day}`}
            day={day}
            onCopyToAll={() => copy(day)}
          />
        ))}
      </Box>
    </Paper>
  );
}
