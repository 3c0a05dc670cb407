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
import type { ListState, PathFilter } from '../../../contract/list-state';

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
      <DistanceFilterGroup {...groupProps('distance')} />
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
      />
      <Box sx={{ px: 2, py: 1.5 }}>
        <Button fullWidth variant="outlined" onClick={onReset}>
          Reset All Filters
        </Button>
      </Box>
    </Box>
  );
}

function DistanceFilterGroup({ state, expanded, onToggle, onChange }: ListFilterGroupProps) {
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
        {DISTANCE_OPTIONS_MILES.map((option) => (
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
