import { Box, Button, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { DISTANCE_OPTIONS_MILES, type DistanceOption } from '../../../contract/constants';
import { facilityPlainName } from '../../../contract/facility-name';
import { useCategories } from '../../api/get-categories';
import { useFacilities } from '../../api/get-facilities';
import { useRegions } from '../../api/get-regions';
import { isAccessFacilityName } from '../../../contract/access-profile';
import { FamilyFilterGroups, type FamilyGroupId } from './FamilyFilterGroups';
import { CheckboxOptions, FilterGroup, type FilterOption } from './FilterGroup';
import type { ListState, PathFilter } from '../../../contract/list-state';

type GroupId = 'distance' | 'category' | 'region' | 'facility' | FamilyGroupId;

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/**
 * The filter groups (SPEC §2, §4): distance, category, region and facility. Distance is always
 * offered: the visitor always has a location (device, stored or London). Opening one group closes the others. The same panel fills the Filters drawer on
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
  const categories = useCategories();
  const regions = useRegions();
  const facilities = useFacilities();
  const toggle = (id: GroupId) => () => setOpen((current) => (current === id ? null : id));
  const lockedFor = (kind: PathFilter['kind']) =>
    pathFilters.find((filter) => filter.kind === kind)?.value ?? null;

  const categoryOptions = (categories.data ?? [])
    .map((c) => ({ value: c.categoryName, label: c.displayName, count: c.attractionCount }))
    .sort(byLabel);
  const regionOptions = (regions.data ?? [])
    .map((r) => ({ value: r.regionName, label: r.displayName, count: r.attractionCount }))
    .sort(byLabel);
  const facilityOptions = (facilities.data ?? [])
    .filter((f) => f.isActive)
    .map((f) => ({
      value: f.facilityName,
      label: facilityPlainName(f.displayName),
      count: f.attractionCount,
    }))
    .sort(byLabel);

  // The three groups of ticks differ only in their names and options.
  const checkboxGroups: {
    kind: 'category' | 'region' | 'facility';
    title: string;
    field: 'categories' | 'regions' | 'facilities';
    options: FilterOption[];
  }[] = [
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
      <FilterGroup
        id="filter-distance"
        title="Distance"
        expanded={open === 'distance'}
        onToggle={toggle('distance')}
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
      {checkboxGroups.map((group) => (
        <FilterGroup
          key={group.kind}
          id={`filter-${group.kind}`}
          title={group.title}
          expanded={open === group.kind}
          onToggle={toggle(group.kind)}
          selectedCount={
            group.kind === 'facility'
              ? state.facilities.filter((f) => !isAccessFacilityName(f)).length
              : state[group.field].length
          }
        >
          <CheckboxOptions
            legend={group.title}
            options={group.options}
            selected={
              group.kind === 'facility'
                ? state.facilities.filter((f) => !isAccessFacilityName(f))
                : state[group.field]
            }
            locked={lockedFor(group.kind)}
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
