import { z } from './zod.js';

/**
 * One sort vocabulary for page URLs and API queries alike (DESIGN "API conventions"). Labels are
 * SPEC §9's wording for the Sort drawer.
 */
export const ATTRACTION_SORTS = [
  'relevance',
  'a-z',
  'z-a',
  'closest',
  'furthest',
  'most-popular',
  'least-popular',
  'price-low-high',
  'price-high-low',
] as const;
export const AttractionSortSchema = z.enum(ATTRACTION_SORTS);
export type AttractionSort = z.infer<typeof AttractionSortSchema>;

export const attractionSortLabels: Record<AttractionSort, string> = {
  relevance: 'Default/Relevance',
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
export const CategorySortSchema = z.enum(CATEGORY_SORTS);
export type CategorySort = z.infer<typeof CategorySortSchema>;
export const categorySortLabels: Record<CategorySort, string> = {
  rank: 'Rank',
  'a-z': 'Name A-Z',
  'z-a': 'Name Z-A',
};

/** Regions, groups, facilities and the admin lists sort by name only. */
export const SIMPLE_SORTS = ['a-z', 'z-a'] as const;
export const SimpleSortSchema = z.enum(SIMPLE_SORTS);
export type SimpleSort = z.infer<typeof SimpleSortSchema>;
export const simpleSortLabels: Record<SimpleSort, string> = {
  'a-z': 'Name A-Z',
  'z-a': 'Name Z-A',
};

export const ADMIN_FILTERS = [
  'ALL_ATTRACTIONS',
  'LIVE_ATTRACTIONS',
  'NON_LIVE_ATTRACTIONS',
  'ALL_SUBMISSIONS',
  'SUBMISSION_AWAITING_REVIEW',
  'SUBMISSION_REJECTED',
] as const;
export const AdminFilterSchema = z.enum(ADMIN_FILTERS);
export type AdminFilter = z.infer<typeof AdminFilterSchema>;

/** What is stored per attraction and facility. */
export const FACILITY_STATES = ['YES', 'NO', 'PARTIAL'] as const;
export const FacilityStateSchema = z.enum(FACILITY_STATES);
export type FacilityState = z.infer<typeof FacilityStateSchema>;

/**
 * What a form may select: the stored states plus 'N/A' (unknown). Unknown is the absence of a
 * row, never stored, so an attraction's facilities list only ever carries the three above.
 */
export const FACILITY_UNKNOWN = 'N/A';
export const FACILITY_SELECTIONS = [...FACILITY_STATES, FACILITY_UNKNOWN] as const;
export const FacilitySelectionSchema = z.enum(FACILITY_SELECTIONS);
export type FacilitySelection = z.infer<typeof FacilitySelectionSchema>;

export const facilitySelectionLabels: Record<FacilitySelection, string> = {
  YES: 'Available',
  NO: 'Unavailable',
  PARTIAL: 'Advisory',
  'N/A': 'Unknown',
};
