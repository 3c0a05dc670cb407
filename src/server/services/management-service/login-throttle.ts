// Brute-force protection for sign-in (issue 4): more than 10 failed attempts within a minute from
// one client address, or against one username, and further attempts answer 429 with Retry-After
// until the window has moved on. Only failures count; a success clears the username's counter.
import { createMemoryRateLimiter, longestWait, type RateLimiter } from '../../http/rate-limiter.js';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 60_000;

export interface LoginThrottle {
  /** Seconds to wait before this client may try this username again; 0 when it may. */
  retryAfterSeconds(attempt: LoginAttempt, now: Date): Promise<number>;
  recordFailure(attempt: LoginAttempt, now: Date): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

export interface LoginAttempt {
  clientAddress: string;
  username: string;
}

const keysOf = ({ clientAddress, username }: LoginAttempt) => [
  `login:address:${clientAddress}`,
  `login:username:${username.trim().toLowerCase()}`,
];

/** A throttle over any RateLimiter (in memory by default; Redis can be passed instead). */
export function createLoginThrottle(
  limiter: RateLimiter = createMemoryRateLimiter({
    limit: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_WINDOW_MS,
  }),
): LoginThrottle {
  return {
    retryAfterSeconds: (attempt, now) => longestWait(limiter, keysOf(attempt), now),
    async recordFailure(attempt, now) {
      await Promise.all(keysOf(attempt).map((key) => limiter.record(key, now)));
    },
    async recordSuccess(attempt) {
      const [, usernameKey] = keysOf(attempt);
      if (usernameKey) await limiter.reset(usernameKey);
    },
  };
}
