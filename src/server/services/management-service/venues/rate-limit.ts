// Claims and proposals are rate-limited (429 with Retry-After), like every public write.
import { HttpError } from '../../../http/errors.js';
import type { RateLimiter } from '../../../http/rate-limiter.js';

export async function consumeOrRefuse(
  limiters: [RateLimiter, string][],
  now: Date,
  what: string,
): Promise<void> {
  let wait = 0;
  for (const [limiter, key] of limiters) wait = Math.max(wait, await limiter.consume(key, now));
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many ${what}. Please try again in ${Math.ceil(wait / 60)} minute(s).`,
      undefined,
      { 'Retry-After': String(wait) },
    );
  }
}
