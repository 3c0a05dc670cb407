import type { ListState } from '../../../contract/list-state';
import { familyTitleParts } from './family-title';
import type { TitleFilters } from './list-title';
import { useCatalogueNames } from './use-catalogue-names';

/**
 * The effective filters as display names for the title. `ready` is false while a needed list
 * is still loading, so the title never flashes a slug.
 */
export function useTitleFilters(state: ListState): { filters: TitleFilters; ready: boolean } {
  const names = useCatalogueNames();
  const waiting =
    (state.categories.length > 0 && names.isPending('category')) ||
    (state.regions.length > 0 && names.isPending('region')) ||
    (state.facilities.length > 0 && names.isPending('facility'));

  return {
    ready: !waiting,
    filters: {
      categories: state.categories.map((slug) => names.nameOf('category', slug) ?? slug),
      regions: state.regions.map((slug) => names.nameOf('region', slug) ?? slug),
      facilities: state.facilities.map((slug) => names.nameOf('facility', slug) ?? slug),
      distanceLimited: state.distance !== 'any',
      search: state.search,
      family: familyTitleParts(state),
    },
  };
}
