// The sort vocabulary as plain values, free of zod, so a page that only shows or resolves a sort
// does not load the schema library (decision 047). The schemas that validate a sort are in
// enums.ts and are built from these lists.
import { DEFAULT_SORT } from './constants.js';

/**
 * One sort vocabulary for page URLs and API queries alike (DESIGN "API conventions"). Labels are
 * SPEC §9's wording for the Sort drawer.
 */
export const ATTRACTION_SORTS = [
  'relevance',
  'recommended',
  'a-z',
  'z-a',
  'closest',
  'furthest',
  'most-popular',
  'least-popular',
  'price-low-high',
  'price-high-low',
] as const;
export type AttractionSort = (typeof ATTRACTION_SORTS)[number];

export const attractionSortLabels: Record<AttractionSort, string> = {
  relevance: 'Default/Relevance',
  recommended: 'Recommended',
  'a-z': 'Name A-Z',
  'z-a': 'Name Z-A',
  closest: 'Closest',
  furthest: 'Furthest',
  'most-popular': 'Popularity high-low',
  'least-popular': 'Popularity low-high',
  'price-low-high': 'Cost low-high',
  'price-high-low': 'Cost high-low',
};

/** Sorts that need the user's coordinates to mean anything. */
export const DISTANCE_SORTS: readonly AttractionSort[] = ['closest', 'furthest'];

export const CATEGORY_SORTS = ['rank', 'a-z', 'z-a'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
export const categorySortLabels: Record<CategorySort, string> = {
  rank: 'Rank',
  'a-z': 'Name A-Z',
  'z-a': 'Name Z-A',
};

/** Regions, groups, facilities and the admin lists sort by name only. */
export const SIMPLE_SORTS = ['a-z', 'z-a'] as const;
export type SimpleSort = (typeof SIMPLE_SORTS)[number];

/**
 * The order a list is served in (DESIGN): an explicit sort wins; otherwise relevance with a
 * search term, else the configured default (closest) with coordinates, else A-Z. A distance sort
 * without coordinates cannot be honoured and falls back the same way. Relevance is always
 * honoured (SPEC §9's Default/Relevance): with a search term it is the best match first; without
 * one it is the catalogue's own order, highlighted attractions first, then the best rated, then
 * by name (decision 051). A page may have a default of its own (landing pages: Recommended).
 */
export function resolveAttractionSort(
  query: { sort?: AttractionSort | undefined; search?: string | undefined },
  hasCoordinates: boolean,
  defaultSort: AttractionSort = DEFAULT_SORT,
): AttractionSort {
  const hasSearch = (query.search?.trim() ?? '') !== '';
  const { sort } = query;
  const honourable = sort !== undefined && !(DISTANCE_SORTS.includes(sort) && !hasCoordinates);
  if (honourable) return sort;
  if (hasSearch) return 'relevance';
  if (hasCoordinates || !DISTANCE_SORTS.includes(defaultSort)) return defaultSort;
  return 'a-z';
}
