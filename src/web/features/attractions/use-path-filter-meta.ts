import { facilityPlainName } from '../../../contract/facility-name';
import type { PathFilter } from '../../../contract/list-state';
import {
  catalogueListMeta,
  landingMeta,
  notFoundMeta,
  type PageMeta,
} from '../../../contract/page-meta';
import { useCategories } from '../../api/get-categories';
import { useFacilities } from '../../api/get-facilities';
import { useLandingPages } from '../../api/get-landing-pages';
import { useRegions } from '../../api/get-regions';

type CatalogueKind = 'category' | 'region' | 'facility';
const isCatalogueKind = (kind: string): kind is CatalogueKind =>
  kind === 'category' || kind === 'region' || kind === 'facility';

/**
 * What a pre-filtered list's path makes it, for the server's head (decision 188): a category,
 * region or facility page named after it, a landing page ('Museums in Yorkshire', indexed only
 * when it is worth a visit, decision 093), or a 404 for a name the catalogue does not have. Null
 * for the plain list and a search (the page table says those), and while the names load.
 */
export function usePathFilterMeta(
  pathFilters: readonly PathFilter[],
  productName: string,
): PageMeta | null {
  const categories = useCategories();
  const regions = useRegions();
  const facilities = useFacilities();
  const landingPages = useLandingPages();
  const named = pathFilters.filter((filter) => isCatalogueKind(filter.kind));
  if (named.length === 0) return null;

  const lists = { category: categories, region: regions, facility: facilities };
  if (named.some(({ kind }) => lists[kind as CatalogueKind].isPending)) return null;
  const nameOf = ({ kind, value }: PathFilter): string | null => {
    if (kind === 'category')
      return categories.data?.find((c) => c.categoryName === value)?.displayName ?? null;
    if (kind === 'region')
      return regions.data?.find((r) => r.regionName === value)?.displayName ?? null;
    const facility = facilities.data?.find((f) => f.facilityName === value);
    return facility ? facilityPlainName(facility.displayName) : null;
  };
  const names = named.map(nameOf);
  if (names.some((name) => name === null)) return notFoundMeta(productName);

  const region = named.find(({ kind }) => kind === 'region');
  const category = named.find(({ kind }) => kind === 'category');
  if (named.length === 2 && region && category) {
    if (landingPages.isPending) return null;
    const listed = (landingPages.data ?? []).some(
      (page) => page.regionName === region.value && page.categoryName === category.value,
    );
    return landingMeta(
      { region: nameOf(region)!, category: nameOf(category)! },
      { region: region.value, category: category.value },
      listed,
      productName,
    );
  }
  const [only] = named;
  return catalogueListMeta(only!.kind as CatalogueKind, only!.value, names[0]!, productName);
}
