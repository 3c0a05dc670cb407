// Facility states as plain values, free of zod (decision 047); enums.ts builds their schemas.

/** What is stored per attraction and facility. */
export const FACILITY_STATES = ['YES', 'NO', 'PARTIAL'] as const;
export type FacilityState = (typeof FACILITY_STATES)[number];

/**
 * What a form may select: the stored states plus 'N/A' (unknown). Unknown is the absence of a
 * row, never stored, so an attraction's facilities list only ever carries the three above.
 */
export const FACILITY_UNKNOWN = 'N/A';
export const FACILITY_SELECTIONS = [...FACILITY_STATES, FACILITY_UNKNOWN] as const;
export type FacilitySelection = (typeof FACILITY_SELECTIONS)[number];

export const facilitySelectionLabels: Record<FacilitySelection, string> = {
  YES: 'Available',
  NO: 'Unavailable',
  PARTIAL: 'Advisory',
  'N/A': 'Unknown',
};
