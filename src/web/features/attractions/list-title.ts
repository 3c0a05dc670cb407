import { formatCount, plural } from '../../lib/plural';
import type { FamilyTitleParts } from './family-title';

/** What the list is filtered by, as display names. */
export interface TitleFilters {
  categories: string[];
  regions: string[];
  facilities: string[];
  distanceLimited: boolean;
  search: string | null;
  /** The family filters' words (family-title.ts); none when absent. */
  family?: FamilyTitleParts;
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
  const adjectives = filters.family?.adjectives ?? [];
  const phrases = filters.family?.phrases ?? [];
  const described = adjectives.length > 0 || phrases.length > 0;
  const unfiltered =
    categories.length === 0 &&
    regions.length === 0 &&
    facilities.length === 0 &&
    !filters.distanceLimited &&
    !described;
  if (unfiltered) return `Showing All ${product}s${suffix}`;

  // More than one category, or only a distance limit, reads as 'filtered'.
  const noun =
    categories.length === 1
      ? `${categories[0]} ${product}s`
      : categories.length > 1 || (regions.length === 0 && facilities.length === 0 && !described)
        ? `filtered ${product}s`
        : `${product}s`;
  const subject = [...adjectives, noun].join(' ');
  const family = phrases.map((phrase) => ` ${phrase}`).join('');
  const where =
    regions.length === 1 ? ` in ${regions[0]}` : regions.length > 1 ? ' in multiple regions' : '';
  const what =
    facilities.length === 1
      ? ` with ${facilities[0]}`
      : facilities.length > 1
        ? ' with selected facilities'
        : '';
  return `Showing ${subject}${family}${where}${what}${suffix}`;
}

/** With "open on" and places of unknown hours included: the day in words and how many of those. */
export interface UnknownHoursIncluded {
  day: string;
  hoursUnknown: number;
}

/**
 * 'N matching {product}(s)' (SPEC §2). When places whose hours nobody has checked are included in
 * an "open on" list, the count says so instead of counting them as open: '11 {product}s open on
 * Saturday 29 November, and 3,722 whose hours are not yet checked'.
 */
export function matchCount(
  product: string,
  totalResults: number,
  included?: UnknownHoursIncluded,
): string {
  if (included && included.hoursUnknown > 0) {
    const open = Math.max(totalResults - included.hoursUnknown, 0);
    return (
      `${formatCount(open)} ${plural(open, product)} open on ${included.day}, and ` +
      `${formatCount(included.hoursUnknown)} whose hours are not yet checked`
    );
  }
  return `${formatCount(totalResults)} matching ${plural(totalResults, product)}`;
}
