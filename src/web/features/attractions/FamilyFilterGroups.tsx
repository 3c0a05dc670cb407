import {
  Box,
  Button,
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
import { isRainyDay } from '../../../contract/family-list-state';
import type { ListState } from '../../../contract/list-state';
import { PRICE_BANDS, priceBandRanges, type PriceBand } from '../../../contract/price';
import {
  CheckboxOptions,
  FilterCheckbox,
  FilterGroup,
  type FilterOption,
  type ListFilterGroupProps,
} from './FilterGroup';
import { OpenOnFilterGroup } from './OpenOnFilterGroup';
import { CarFreeFilterGroup } from './CarFreeFilterGroup';
import { MembersFilterGroup } from './MembersFilterGroup';

export type FamilyGroupId =
  'openOn' | 'access' | 'age' | 'cost' | 'member' | 'setting' | 'nearStation';

const ANY = 'any';
const AGES = Array.from({ length: 18 }, (_, age) => age);

/** 'Up to £14.99' from the band's range '£5.00 - £14.99'. */
const upTo = (band: PriceBand) =>
  band === 0 ? 'Free only' : `Up to ${priceBandRanges[band].split(' - ').at(-1)}`;

/**
 * The family filters of the panel (decision 014): open on a day, accessibility, age, cost and
 * setting. Each writes the same URL keys the API takes (docs/decisions/014).
 */
export function FamilyFilterGroups({
  state,
  open,
  onToggle,
  onChange,
  facilityOptions,
  lockedFacility,
  carFreeState = null,
}: {
  state: ListState;
  open: string | null;
  onToggle: (id: FamilyGroupId) => () => void;
  onChange: (changes: Partial<ListState>) => void;
  /** Every active facility; the accessibility ones are listed here, in the profile's order. */
  facilityOptions: FilterOption[];
  lockedFacility: string | null;
  /** On a city's car-free page: the state with the page's walk applied, and no "Anywhere". */
  carFreeState?: ListState | null;
}) {
  const groupProps = (id: FamilyGroupId): ListFilterGroupProps => ({
    state,
    expanded: open === id,
    onToggle: onToggle(id),
    onChange,
  });
  return (
    <>
      <OpenOnFilterGroup {...groupProps('openOn')} />
      <AccessFilterGroup
        {...groupProps('access')}
        facilityOptions={facilityOptions}
        lockedFacility={lockedFacility}
      />
      <AgeFilterGroup {...groupProps('age')} />
      <CostFilterGroup {...groupProps('cost')} />
      <MembersFilterGroup {...groupProps('member')} />
      <SettingFilterGroup {...groupProps('setting')} />
      <CarFreeFilterGroup
        {...groupProps('nearStation')}
        {...(carFreeState ? { state: carFreeState, offerAnywhere: false } : {})}
      />
    </>
  );
}

/** The accessibility facilities, in the profile's order and wording, and 'partly available'. */
function AccessFilterGroup({
  state,
  expanded,
  onToggle,
  onChange,
  facilityOptions,
  lockedFacility,
}: ListFilterGroupProps & { facilityOptions: FilterOption[]; lockedFacility: string | null }) {
  const accessOptions = ACCESS_FACILITY_NAMES.flatMap((name) => {
    const option = facilityOptions.find((o) => o.value === name);
    return option ? [{ ...option, label: accessFacilityLabels[name] }] : [];
  });
  const accessSelected = state.facilities.filter(isAccessFacilityName);
  return (
    <FilterGroup
      id="filter-access"
      title="Accessibility"
      expanded={expanded}
      onToggle={onToggle}
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
      <FilterCheckbox
        checked={state.partialAccess}
        onChange={(checked) => onChange({ partialAccess: checked })}
        label="Also show places where it is only partly available"
      />
    </FilterGroup>
  );
}

function AgeFilterGroup({ state, expanded, onToggle, onChange }: ListFilterGroupProps) {
  return (
    <FilterGroup
      id="filter-age"
      title="Age"
      expanded={expanded}
      onToggle={onToggle}
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
  );
}

function CostFilterGroup({ state, expanded, onToggle, onChange }: ListFilterGroupProps) {
  return (
    <FilterGroup
      id="filter-cost"
      title="Cost"
      expanded={expanded}
      onToggle={onToggle}
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
  );
}

/** Indoor or outdoor: a 'Rainy day' shortcut above the settings' tick boxes. */
function SettingFilterGroup({ state, expanded, onToggle, onChange }: ListFilterGroupProps) {
  const rainyDay = isRainyDay(state.settings);
  return (
    <FilterGroup
      id="filter-setting"
      title="Indoor or outdoor"
      expanded={expanded}
      onToggle={onToggle}
      selectedCount={state.settings.length}
    >
      <Box sx={{ py: 0.5 }}>
        <Button
          size="small"
          variant={rainyDay ? 'contained' : 'outlined'}
          aria-pressed={rainyDay}
          onClick={() => onChange({ settings: rainyDay ? [] : [...RAINY_DAY_SETTINGS] })}
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
  );
}
