// Facility display names, free of zod (decision 047): the list, tiles and attraction page show
// them without loading the facility schemas in facility.ts.

export interface FacilityDisplayName {
  /** The small first line, or null when the name has one part. */
  top: string | null;
  main: string;
}

/**
 * SPEC §2: a displayName may hold two parts separated by a vertical bar, shown as a small first
 * line and a main second line ('Baby|Changing'). Only the first bar splits.
 */
export function splitFacilityDisplayName(displayName: string): FacilityDisplayName {
  const bar = displayName.indexOf('|');
  if (bar === -1) return { top: null, main: displayName.trim() };
  const top = displayName.slice(0, bar).trim();
  const main = displayName.slice(bar + 1).trim();
  if (main === '') return { top: null, main: top };
  return { top: top === '' ? null : top, main };
}

/** The name on one line, for titles and sentences: 'Baby|Changing' → 'Baby Changing'. */
export function facilityPlainName(displayName: string): string {
  const { top, main } = splitFacilityDisplayName(displayName);
  return top === null ? main : `${top} ${main}`;
}
