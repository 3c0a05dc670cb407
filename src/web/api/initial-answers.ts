// API answers the server put in the page's HTML (decision 048). The first query the app makes for
// one of those URLs starts with its answer from here (TanStack Query's initialData) instead of
// the network, once: later requests for it (a refetch, a return visit) ask the server as usual.

/** An answer unused this long after start-up is dropped: by then it may be out of date. */
export const INITIAL_ANSWER_LIFETIME_MS = 15_000;

const answers = new Map<string, unknown>();
let primedAt = 0;
let expiresAt = 0;

/** When the answers arrived (with the page): their age, for the query cache's staleness. */
export function initialAnswersTime(): number {
  return primedAt;
}

/** Called once at start-up with the page's answers, by request URL (path and query string). */
export function primeInitialAnswers(byUrl: Record<string, unknown>, now = Date.now()): void {
  answers.clear();
  for (const [url, body] of Object.entries(byUrl)) answers.set(url, body);
  primedAt = now;
  expiresAt = now + INITIAL_ANSWER_LIFETIME_MS;
}

/** The page's answer for `url` (removing it), or undefined when there is none or it is too old. */
export function takeInitialAnswer(url: string, now = Date.now()): unknown {
  if (answers.size === 0) return undefined;
  if (now > expiresAt) {
    answers.clear();
    return undefined;
  }
  const body = answers.get(url);
  answers.delete(url);
  return body;
}

/** Reads the page's data script; a missing or damaged one just means no head start. */
export function readInitialAnswers(element: Element | null): Record<string, unknown> {
  if (!element?.textContent) return {};
  try {
    const value: unknown = JSON.parse(element.textContent);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
