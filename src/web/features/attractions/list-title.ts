import { formatCount, plural } from '../../lib/plural';

/** What the list is filtered by, as display names. */
export interface TitleFilters {
  categories: string[];
  regions: string[];
  facilities: string[];
  distanceLimited: boolean;
  search: string | null;
}

/**
 * The list header's title in SPEC §2's wordings: 'No {product}s Found', 'Showing All
 * {product}s', 'Showing {category} {product}s', 'Showing {product}s in {region}', 'Showing
 * {product}s with {facility}', their mixes (with 'filtered {product}s', 'multiple regions' and
 * 'selected facilities' for more than one), and the suffix "matching '{search}'".
 */
export function listTitle(
  product: string,
  filters: TitleFilters,
  totalResults: number | null,
): string {
  const suffix = filters.search ? ` matching '${filters.search}'` : '';
  if (totalResults === 0) return `No ${product}s Found${suffix}`;

  const { categories, regions, facilities } = filters;
  const unfiltered =
    categories.length === 0 &&
    regions.length === 0 &&
    facilities.length === 0 &&
    !filters.distanceLimited;
  if (unfiltered) return `Showing All ${product}s${suffix}`;

  // More than one category, or only a distance limit, reads as 'filtered'.
  const subject =
    categories.length === 1
      ? `${categories[0]} ${product}s`
      : categories.length > 1 || (regions.length === 0 && facilities.length === 0)
        ? `filtered ${product}s`
        : `${product}s`;
  const where =
    regions.length === 1 ? ` in ${regions[0]}` : regions.length > 1 ? ' in multiple regions' : '';
  const what =
    facilities.length === 1
      ? ` with ${facilities[0]}`
      : facilities.length > 1
        ? ' with selected facilities'
        : '';
  return `Showing ${subject}${where}${what}${suffix}`;
}

/** 'N matching {product}(s)' (SPEC §2). */
export function matchCount(product: string, totalResults: number): string {
  return `${formatCount(totalResults)} matching ${plural(totalResults, product)}`;
}
