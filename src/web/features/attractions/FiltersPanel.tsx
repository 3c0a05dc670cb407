import { Box, Button, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { DISTANCE_OPTIONS_MILES, type DistanceOption } from '../../../contract/constants';
import { isAccessFacilityName } from '../../../contract/access-profile';
import { FamilyFilterGroups, type FamilyGroupId } from './FamilyFilterGroups';
import {
  CheckboxOptions,
  FilterGroup,
  type FilterOption,
  type ListFilterGroupProps,
} from './FilterGroup';
import { useFilterOptions } from './use-filter-options';
import { withPathFilter, type ListState, type PathFilter } from '../../../contract/list-state';

type CatalogueGroupKind = 'category' | 'region' | 'facility';
type GroupId = 'distance' | CatalogueGroupKind | FamilyGroupId;

/** One of the three groups of ticks, which differ only in their names and options. */
interface CatalogueGroup {
  kind: CatalogueGroupKind;
  title: string;
  field: 'categories' | 'regions' | 'facilities';
  options: FilterOption[];
}

/**
 * The filter groups (SPEC §2, §4): distance, category, region and facility, then the family
 * filters. Distance is always offered: the visitor always has a location (device, stored or
 * London). Opening one group closes the others. The same panel fills the Filters drawer on
 * narrow screens and the filter card on wide ones.
 */
export default function FiltersPanel({
  state,
  pathFilters,
  onChange,
  onReset,
}: {
  state: ListState;
  /** The filters the page's path selects: shown ticked and fixed. */
  pathFilters: readonly PathFilter[];
  onChange: (changes: Partial<ListState>) => void;
  onReset: () => void;
}) {
  const [open, setOpen] = useState<GroupId | null>(null);
  const { categoryOptions, regionOptions, facilityOptions } = useFilterOptions();
  const toggle = (id: GroupId) => () => setOpen((current) => (current === id ? null : id));
  const lockedFor = (kind: PathFilter['kind']) =>
    pathFilters.find((filter) => filter.kind === kind)?.value ?? null;
  const groupProps = (id: GroupId): ListFilterGroupProps => ({
    state,
    expanded: open === id,
    onToggle: toggle(id),
    onChange,
  });
  // A city's car-free page pins a walk and a distance (contract/car-free-pages.ts): those two
  // groups show what the list applies, and offer no "any" that the page would undo.
  const carFreeFilter = pathFilters.find((filter) => filter.kind === 'carFree') ?? null;
  const pinned = carFreeFilter ? withPathFilter(state, carFreeFilter) : null;

  const catalogueGroups: CatalogueGroup[] = [
    { kind: 'category', title: 'Category', field: 'categories', options: categoryOptions },
    { kind: 'region', title: 'Region', field: 'regions', options: regionOptions },
    {
      kind: 'facility',
      title: 'Facility',
      field: 'facilities',
      // The accessibility facilities have their own group below.
      options: facilityOptions.filter((option) => !isAccessFacilityName(option.value)),
    },
  ];

  return (
    <Box>
      <DistanceFilterGroup
        {...groupProps('distance')}
        {...(pinned ? { state: pinned, offerAny: false } : {})}
      />
      {catalogueGroups.map((group) => (
        <CatalogueFilterGroup
          key={group.kind}
          {...groupProps(group.kind)}
          group={group}
          locked={lockedFor(group.kind)}
        />
      ))}
      <FamilyFilterGroups
        state={state}
        open={open}
        onToggle={toggle}
        onChange={onChange}
        facilityOptions={facilityOptions}
        lockedFacility={lockedFor('facility')}
        carFreeState={pinned}
      />
      <Box sx={{ px: 2, py: 1.5 }}>
        <Button fullWidth variant="outlined" onClick={onReset}>
          Reset All Filters
        </Button>
      </Box>
    </Box>
  );
}

function DistanceFilterGroup({
  state,
  expanded,
  onToggle,
  onChange,
  offerAny = true,
}: ListFilterGroupProps & { offerAny?: boolean }) {
  return (
    <FilterGroup
      id="filter-distance"
      title="Distance"
      expanded={expanded}
      onToggle={onToggle}
      selectedCount={state.distance === 'any' ? 0 : 1}
    >
      <RadioGroup
        aria-label="Distance"
        value={String(state.distance)}
        onChange={(event) => {
          const raw = event.target.value;
          onChange({ distance: (raw === 'any' ? 'any' : Number(raw)) as DistanceOption });
        }}
      >
        {DISTANCE_OPTIONS_MILES.filter((option) => offerAny || option !== 'any').map((option) => (
          <FormControlLabel
            key={option}
            value={String(option)}
            control={<Radio size="small" />}
            label={
              option === 'any'
                ? 'Any distance'
                : `Within ${option} ${option === 1 ? 'mile' : 'miles'}`
            }
          />
        ))}
      </RadioGroup>
    </FilterGroup>
  );
}

/**
 * Category, region or facility ticks; a value fixed by the page's path shows locked. The
 * facility group leaves the accessibility facilities, ticked or not, to their own group.
 */
function CatalogueFilterGroup({
  state,
  expanded,
  onToggle,
  onChange,
  group,
  locked,
}: ListFilterGroupProps & { group: CatalogueGroup; locked: string | null }) {
  const selected =
    group.kind === 'facility'
      ? state.facilities.filter((f) => !isAccessFacilityName(f))
      : state[group.field];
  return (
    <FilterGroup
      id={`filter-${group.kind}`}
      title={group.title}
      expanded={expanded}
      onToggle={onToggle}
      selectedCount={selected.length}
    >
      <CheckboxOptions
        legend={group.title}
        options={group.options}
        selected={selected}
        locked={locked}
        onChange={(next) =>
          onChange({
            [group.field]:
              group.kind === 'facility'
                ? [...next, ...state.facilities.filter(isAccessFacilityName)]
                : next,
          })
        }
      />
    </FilterGroup>
  );
}
