import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { openOnQuickChoices } from '../../../contract/family-list-state';
import { nationAt } from '../../../contract/nation';
import { parseIsoDate } from '../../../contract/opening-hours';
import { useUserLocation } from '../../providers/location';
import { FilterCheckbox, FilterGroup, type ListFilterGroupProps } from './FilterGroup';

const ANY_DAY = 'any';
/** The radio value while a date picked in 'Another day' is set: no quick choice is ticked. */
const OTHER_DAY = 'other';

/**
 * Open on (decision 014): any day, a quick choice (today, tomorrow, the weekend's days, the next bank
 * holiday where the visitor is, decision 151) or another day
 * from the date field, and whether places with unchecked opening times still show.
 */
export function OpenOnFilterGroup({ state, expanded, onToggle, onChange }: ListFilterGroupProps) {
  const { location } = useUserLocation();
  const quick = openOnQuickChoices(undefined, nationAt(location.latitude, location.longitude));
  const isQuick = quick.some((choice) => choice.date === state.openOn);
  return (
    <FilterGroup
      id="filter-openOn"
      title="Open on"
      expanded={expanded}
      onToggle={onToggle}
      selectedCount={state.openOn === null ? 0 : 1}
    >
      <RadioGroup
        aria-label="Open on"
        value={state.openOn === null ? ANY_DAY : isQuick ? state.openOn : OTHER_DAY}
        onChange={(event) => {
          const value = event.target.value;
          if (value === OTHER_DAY) return;
          onChange({ openOn: value === ANY_DAY ? null : value });
        }}
      >
        <FormControlLabel value={ANY_DAY} control={<Radio size="small" />} label="Any day" />
        {quick.map((choice) => (
          <FormControlLabel
            key={choice.label}
            value={choice.date}
            control={<Radio size="small" />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      <TextField
        type="date"
        size="small"
        label="Another day"
        value={state.openOn !== null && !isQuick ? state.openOn : ''}
        onChange={(event) => {
          const value = event.target.value;
          if (value === '' || parseIsoDate(value))
            onChange({ openOn: value === '' ? null : value });
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mt: 1, width: '100%' }}
      />
      <FilterCheckbox
        checked={state.includeUnknownHours}
        onChange={(checked) => onChange({ includeUnknownHours: checked })}
        label="Include places whose opening times are not yet checked"
      />
    </FilterGroup>
  );
}
