/**
 * The words a closed place shows, without the schemas of closure.ts: the attraction cards and the
 * closure banner import these, and zod stays out of a visitor's first JavaScript (decisions 044,
 * 096).
 */
import type { Closure } from './closure.js';

/** The banner's words: 'Temporarily closed. Expected to reopen on 1 April 2027.' */
export function temporaryClosureText(closure: Pick<Closure, 'reopensOn'>): string {
  if (closure.reopensOn === null) return 'Temporarily closed. No reopening date has been given.';
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${closure.reopensOn}T00:00:00Z`));
  return `Temporarily closed. Expected to reopen on ${date}.`;
}

/** The closed-place page's message (and the 410 answer's). */
export const closedPlaceMessage = (name: string) => `${name} has closed permanently.`;

export const CLOSED_PAGE_TITLE = 'This place has closed';
export const TEMPORARILY_CLOSED_BADGE = 'Temporarily closed';
