import { useMemo } from 'react';
import { facilityPlainName } from '../../../contract/facility-name';
import { useCategories } from '../../api/get-categories';
import { useFacilities } from '../../api/get-facilities';
import { useRegions } from '../../api/get-regions';

/** The catalogue lists a list page's filters name by slug. */
export type CatalogueKind = 'category' | 'region' | 'facility';

export const isCatalogueKind = (kind: string): kind is CatalogueKind =>
  kind === 'category' || kind === 'region' || kind === 'facility';

export interface CatalogueNames {
  /** The name a slug is shown by ('Zoos', 'Yorkshire', 'Café'), or null: the list has none. */
  nameOf(kind: CatalogueKind, slug: string): string | null;
  /** True while that list is still loading: its names are not known yet. */
  isPending(kind: CatalogueKind): boolean;
}

/**
 * The display names of categories, regions and facilities by slug, for a list page's title and
 * its head (decision 188): one lookup, so the two cannot name a filter differently. A facility
 * goes by its plain name, without the two-part tile styling.
 */
export function useCatalogueNames(): CatalogueNames {
  const categories = useCategories();
  const regions = useRegions();
  const facilities = useFacilities();
  return useMemo(() => {
    const names = {
      category: new Map((categories.data ?? []).map((c) => [c.categoryName, c.displayName])),
      region: new Map((regions.data ?? []).map((r) => [r.regionName, r.displayName])),
      facility: new Map(
        (facilities.data ?? []).map((f) => [f.facilityName, facilityPlainName(f.displayName)]),
      ),
    };
    const pending = {
      category: categories.isPending,
      region: regions.isPending,
      facility: facilities.isPending,
    };
    return {
      nameOf: (kind, slug) => names[kind].get(slug) ?? null,
      isPending: (kind) => pending[kind],
    };
  }, [
    categories.data,
    categories.isPending,
    regions.data,
    regions.isPending,
    facilities.data,
    facilities.isPending,
  ]);
}
