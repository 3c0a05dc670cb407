import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import {
  accessFacilityLabels,
  ACCESS_FACILITY_NAMES,
  isAccessFacilityName,
} from '../../../contract/access-profile';
import { RAINY_DAY_SETTINGS, SETTINGS, settingLabels } from '../../../contract/family-facts';
import { isRainyDay, openOnQuickChoices } from '../../../contract/family-list-state';
import type { ListState } from '../../../contract/list-state';
import { parseIsoDate } from '../../../contract/opening-hours';
import { PRICE_BANDS, priceBandRanges, type PriceBand } from '../../../contract/price';
import { CheckboxOptions, FilterGroup, type FilterOption } from './FilterGroup';

export type FamilyGroupId = 'openOn' | 'access' | 'age' | 'cost' | 'setting';

const ANY = 'any';
const AGES = Array.from({ length: 18 }, (_, age) => age);

/** 'Up to £14.99' from the band's range '£5.00 - £14.99'. */
const upTo = (band: PriceBand) =>
  band === 0 ? 'Free only' : `Up to ${priceBandRanges[band].split(' - ').at(-1)}`;

/**
 * The family filters of the panel (issue 17): open on a day, accessibility, age, cost and
 * setting. Each writes the same URL keys the API takes (docs/decisions/014).
 */
export function FamilyFilterGroups({
  state,
  open,
  onToggle,
  onChange,
  facilityOptions,
  lockedFacility,
}: {
  state: ListState;
  open: string | null;
  onToggle: (id: FamilyGroupId) => () => void;
  onChange: (changes: Partial<ListState>) => void;
  /** Every active facility; the accessibility ones are listed here, in the profile's order. */
  facilityOptions: FilterOption[];
  lockedFacility: string | null;
}) {
  const quick = openOnQuickChoices();
  const isQuick = quick.some((choice) => choice.date === state.openOn);
  const accessOptions = ACCESS_FACILITY_NAMES.flatMap((name) => {
    const option = facilityOptions.find((o) => o.value === name);
    return option ? [{ ...option, label: accessFacilityLabels[name] }] : [];
  });
  const accessSelected = state.facilities.filter(isAccessFacilityName);

  return (
    <>
      <FilterGroup
        id="filter-openOn"
        title="Open on"
        expanded={open === 'openOn'}
        onToggle={onToggle('openOn')}
        selectedCount={state.openOn === null ? 0 : 1}
      >
        <RadioGroup
          aria-label="Open on"
          value={state.openOn === null ? ANY : isQuick ? state.openOn : 'other'}
          onChange={(event) => {
            const value = event.target.value;
            if (value === 'other') return;
            onChange({ openOn: value === ANY ? null : value });
          }}
        >
          <FormControlLabel value={ANY} control={<Radio size="small" />} label="Any day" />
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
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              size="small"
              checked={state.includeUnknownHours}
              onChange={(event) => onChange({ includeUnknownHours: event.target.checked })}
            />
          }
          label="Include places whose opening times are not yet checked"
        />
      </FilterGroup>

      <FilterGroup
        id="filter-access"
        title="Accessibility"
        expanded={open === 'access'}
        onToggle={onToggle('access')}
        selectedCount={accessSelected.length}
      >
        <CheckboxOptions
          legend="Accessibility"
          options={accessOptions}
          selected={accessSelected}
          locked={lockedFacility}
          onChange={(next) =>
            onChange({
              facilities: [...state.facilities.filter((f) => !isAccessFacilityName(f)), ...next],
            })
          }
        />
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              size="small"
              checked={state.partialAccess}
              onChange={(event) => onChange({ partialAccess: event.target.checked })}
            />
          }
          label="Also show places where it is only partly available"
        />
      </FilterGroup>

      <FilterGroup
        id="filter-age"
        title="Age"
        expanded={open === 'age'}
        onToggle={onToggle('age')}
        selectedCount={state.age === null ? 0 : 1}
      >
        <TextField
          select
          size="small"
          label="Suitable for a child aged"
          value={state.age === null ? ANY : String(state.age)}
          onChange={(event) =>
            onChange({ age: event.target.value === ANY ? null : Number(event.target.value) })
          }
          sx={{ mt: 1, width: '100%' }}
        >
          <MenuItem value={ANY}>Any age</MenuItem>
          {AGES.map((age) => (
            <MenuItem key={age} value={String(age)}>
              {age === 0 ? 'Under 1' : `${age} ${age === 1 ? 'year' : 'years'}`}
            </MenuItem>
          ))}
        </TextField>
      </FilterGroup>

      <FilterGroup
        id="filter-cost"
        title="Cost"
        expanded={open === 'cost'}
        onToggle={onToggle('cost')}
        selectedCount={state.maxPrice === null ? 0 : 1}
      >
        <RadioGroup
          aria-label="Cost"
          value={state.maxPrice === null ? ANY : String(state.maxPrice)}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ maxPrice: value === ANY ? null : (Number(value) as PriceBand) });
          }}
        >
          <FormControlLabel value={ANY} control={<Radio size="small" />} label="Any price" />
          {PRICE_BANDS.slice(0, -1).map((band) => (
            <FormControlLabel
              key={band}
              value={String(band)}
              control={<Radio size="small" />}
              label={upTo(band)}
            />
          ))}
        </RadioGroup>
      </FilterGroup>

      <FilterGroup
        id="filter-setting"
        title="Indoor or outdoor"
        expanded={open === 'setting'}
        onToggle={onToggle('setting')}
        selectedCount={state.settings.length}
      >
        <Box sx={{ py: 0.5 }}>
          <Button
            size="small"
            variant={isRainyDay(state.settings) ? 'contained' : 'outlined'}
            aria-pressed={isRainyDay(state.settings)}
            onClick={() =>
              onChange({ settings: isRainyDay(state.settings) ? [] : [...RAINY_DAY_SETTINGS] })
            }
          >
            Rainy day
          </Button>
        </Box>
        <CheckboxOptions
          legend="Indoor or outdoor"
          options={SETTINGS.map((setting) => ({ value: setting, label: settingLabels[setting] }))}
          selected={state.settings}
          locked={null}
          onChange={(next) =>
            onChange({ settings: SETTINGS.filter((setting) => next.includes(setting)) })
          }
        />
      </FilterGroup>
    </>
  );
}
