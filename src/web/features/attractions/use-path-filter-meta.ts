import type { PathFilter } from '../../../contract/list-state';
import {
  catalogueListMeta,
  landingMeta,
  notFoundMeta,
  type PageMeta,
} from '../../../contract/page-meta';
import { useLandingPages } from '../../api/get-landing-pages';
import { isCatalogueKind, useCatalogueNames, type CatalogueKind } from './use-catalogue-names';

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
  const catalogue = useCatalogueNames();
  const landingPages = useLandingPages();
  const named = pathFilters.filter((filter) => isCatalogueKind(filter.kind));
  if (named.length === 0) return null;

  if (named.some(({ kind }) => catalogue.isPending(kind as CatalogueKind))) return null;
  const nameOf = ({ kind, value }: PathFilter): string | null =>
    catalogue.nameOf(kind as CatalogueKind, value);
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
