import { ApiError } from '../../api/http';

/** Answers that mean the API is down or unreachable, rather than that a request was wrong. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * True when a failed read means the site's API cannot be reached: the request never got an
 * answer (fetch rejects with a TypeError), or a gateway answered for a server that is down. A
 * cancelled request is not an outage.
 */
export function isApiUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return UNAVAILABLE_STATUSES.has(error.status);
  if (error instanceof Error && error.name === 'AbortError') return false;
  return error instanceof TypeError;
}
