import { Box, Button, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { DISTANCE_OPTIONS_MILES, type DistanceOption } from '../../contract/constants.js';
import { facilityPlainName } from '../../contract/facility-name.js';
import { useCategories } from '../api/get-categories';
import { useFacilities } from '../api/get-facilities';
import { useRegions } from '../api/get-regions';
import { CheckboxOptions, FilterGroup, type FilterOption } from './FilterGroup';
import type { ListState, PathFilter } from './list-state';

type GroupId = 'distance' | 'category' | 'region' | 'facility';

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/**
 * The filter groups (SPEC §2, §4): distance (only with coordinates), category, region and
 * facility. Opening one group closes the others. The same panel fills the Filters drawer on
 * narrow screens and the filter card on wide ones.
 */
export default function FiltersPanel({
  state,
  pathFilter,
  hasCoordinates,
  onChange,
  onReset,
}: {
  state: ListState;
  pathFilter: PathFilter | null;
  hasCoordinates: boolean;
  onChange: (changes: Partial<ListState>) => void;
  onReset: () => void;
}) {
  const [open, setOpen] = useState<GroupId | null>(null);
  const categories = useCategories();
  const regions = useRegions();
  const facilities = useFacilities();
  const toggle = (id: GroupId) => () => setOpen((current) => (current === id ? null : id));
  const lockedFor = (kind: PathFilter['kind']) =>
    pathFilter?.kind === kind ? pathFilter.value : null;

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

  return (
    <Box>
      {hasCoordinates ? (
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
      ) : null}
      <FilterGroup
        id="filter-category"
        title="Category"
        expanded={open === 'category'}
        onToggle={toggle('category')}
        selectedCount={state.categories.length}
      >
        <CheckboxOptions
          legend="Category"
          options={categoryOptions}
          selected={state.categories}
          locked={lockedFor('category')}
          onChange={(next) => onChange({ categories: next })}
        />
      </FilterGroup>
      <FilterGroup
        id="filter-region"
        title="Region"
        expanded={open === 'region'}
        onToggle={toggle('region')}
        selectedCount={state.regions.length}
      >
        <CheckboxOptions
          legend="Region"
          options={regionOptions}
          selected={state.regions}
          locked={lockedFor('region')}
          onChange={(next) => onChange({ regions: next })}
        />
      </FilterGroup>
      <FilterGroup
        id="filter-facility"
        title="Facility"
        expanded={open === 'facility'}
        onToggle={toggle('facility')}
        selectedCount={state.facilities.length}
      >
        <CheckboxOptions
          legend="Facility"
          options={facilityOptions}
          selected={state.facilities}
          locked={lockedFor('facility')}
          onChange={(next) => onChange({ facilities: next })}
        />
      </FilterGroup>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Button fullWidth variant="outlined" onClick={onReset}>
          Reset All Filters
        </Button>
      </Box>
    </Box>
  );
}
