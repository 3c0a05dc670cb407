import { facilityPlainName } from '../../../contract/facility-name';
import { useCategories } from '../../api/get-categories';
import { useFacilities } from '../../api/get-facilities';
import { useRegions } from '../../api/get-regions';
import type { ListState } from '../../../contract/list-state';
import { familyTitleParts } from './family-title';
import type { TitleFilters } from './list-title';

/**
 * The effective filters as display names for the title. `ready` is false while a needed list
 * is still loading, so the title never flashes a slug.
 */
export function useTitleFilters(state: ListState): { filters: TitleFilters; ready: boolean } {
  const categories = useCategories();
  const regions = useRegions();
  const facilities = useFacilities();
  const name = <T>(list: T[] | undefined, pick: (item: T) => [string, string]) =>
    new Map((list ?? []).map(pick));
  const categoryNames = name(categories.data, (c) => [c.categoryName, c.displayName]);
  const regionNames = name(regions.data, (r) => [r.regionName, r.displayName]);
  const facilityNames = name(facilities.data, (f) => [
    f.facilityName,
    facilityPlainName(f.displayName),
  ]);

  const waiting =
    (state.categories.length > 0 && categories.isPending) ||
    (state.regions.length > 0 && regions.isPending) ||
    (state.facilities.length > 0 && facilities.isPending);

  return {
    ready: !waiting,
    filters: {
      categories: state.categories.map((slug) => categoryNames.get(slug) ?? slug),
      regions: state.regions.map((slug) => regionNames.get(slug) ?? slug),
      facilities: state.facilities.map((slug) => facilityNames.get(slug) ?? slug),
      distanceLimited: state.distance !== 'any',
      search: state.search,
      family: familyTitleParts(state),
    },
  };
}
