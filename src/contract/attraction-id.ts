/**
 * The attraction id rule, for paths and links alike (SPEC §2, §8): an attraction is named by a
 * whole number of 1 or more, written in digits only. Fifteen digits at most keeps it an exact
 * JavaScript number; anything else names no attraction (a 404, like an unknown id).
 */
export const ATTRACTION_ID_PATTERN = /^\d{1,15}$/;

/** The id a path segment names, or null when it cannot name an attraction. */
export function parseAttractionId(raw: string | undefined): number | null {
  if (raw === undefined || !ATTRACTION_ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
