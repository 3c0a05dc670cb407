/**
 * The words of an attraction's freshness line, without the schemas of freshness.ts: a visitor's
 * attraction page imports these, and zod stays out of its first JavaScript (decisions 044, 096).
 */

export const NOT_YET_CHECKED = 'Details not yet checked';

/** 'March 2026', in the UK's calendar. */
export function checkedMonth(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}

/** 'Details last checked: March 2026', or the honest 'Details not yet checked'. */
export function lastCheckedText(at: string | null): string {
  return at === null ? NOT_YET_CHECKED : `Details last checked: ${checkedMonth(at)}`;
}
