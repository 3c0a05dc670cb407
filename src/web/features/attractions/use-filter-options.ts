import { facilityPlainName } from '../../../contract/facility-name';
import { useCategories } from '../../api/get-categories';
import { useFacilities } from '../../api/get-facilities';
import { useRegions } from '../../api/get-regions';
import type { FilterOption } from './FilterGroup';

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/**
 * The filter panel's options, each with its count of places, A-Z: the categories, the regions
 * and the active facilities (empty while a list is still loading).
 */
export function useFilterOptions(): {
  categoryOptions: FilterOption[];
  regionOptions: FilterOption[];
  facilityOptions: FilterOption[];
} {
  const categories = useCategories();
  const regions = useRegions();
  const facilities = useFacilities();
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
  return { categoryOptions, regionOptions, facilityOptions };
}
