// Brute-force protection for sign-in (issues 4 and 15, decision 029). Only failures count, in
// tiers whose windows grow, so the wait grows with persistence: a typo costs nothing, ten quick
// failures wait up to a minute, thirty up to a quarter of an hour. The tiers are kept per
// address-and-username pair and per address; the username alone has only a high ceiling for an
// attack spread over many addresses. So an attacker failing for `admin` from one address slows
// only that address: the admin signing in from anywhere else is not made to wait (decision 029: ten
// wrong passwords a minute used to lock the right one out). Past the username's ceiling (an attack
// spread over many addresses) the account is not locked either: the second factor becomes the
// gate (decision 122; authenticate-routes.ts).
import type { RateLimiter, RateLimitOptions } from '../../http/rate-limiter.js';
import { createMemoryRateLimiter, longestWait } from '../../http/rate-limiter.js';

/** The first tier: failures a minute before the first wait (kept from decision 023). */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 60_000;

interface Tier extends RateLimitOptions {
  name: string;
  scope: 'pair' | 'address' | 'username';
}

const MINUTE = 60_000;
export const LOGIN_TIERS: readonly Tier[] = [
  { name: 'login-pair-1m', scope: 'pair', limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS },
  { name: 'login-pair-15m', scope: 'pair', limit: 30, windowMs: 15 * MINUTE },
  { name: 'login-address-1m', scope: 'address', limit: LOGIN_MAX_FAILURES, windowMs: MINUTE },
  { name: 'login-address-1h', scope: 'address', limit: 100, windowMs: 60 * MINUTE },
  { name: 'login-username-1h', scope: 'username', limit: 300, windowMs: 60 * MINUTE },
];

export interface LoginThrottle {
  /**
   * Seconds to wait before this client may try this username again (its address, or the pair
   * of address and username, failed too often); 0 when it may.
   */
  retryAfterSeconds(attempt: LoginAttempt, now: Date): Promise<number>;
  /**
   * Seconds the username's own tier would make everyone wait (failures from all addresses,
   * decision 122); 0 when it is not over. Over it, the account is under a spread-out attack: the
   * second factor becomes the gate rather than a lock for everyone.
   */
  accountUnderAttackSeconds(attempt: LoginAttempt, now: Date): Promise<number>;
  recordFailure(attempt: LoginAttempt, now: Date): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

export interface LoginAttempt {
  clientAddress: string;
  username: string;
}

export type RateLimiterFactory = (name: string, options: RateLimitOptions) => RateLimiter;

function keyOf(scope: Tier['scope'], { clientAddress, username }: LoginAttempt): string {
  const user = username.trim().toLowerCase();
  if (scope === 'pair') return `login:pair:${clientAddress}:${user}`;
  if (scope === 'address') return `login:address:${clientAddress}`;
  return `login:username:${user}`;
}

/** A throttle over any RateLimiters (in memory by default; Redis with REDIS_URL). */
export function createLoginThrottle(
  limiterFor: RateLimiterFactory = (_name, options) => createMemoryRateLimiter(options),
): LoginThrottle {
  const tiers = LOGIN_TIERS.map((tier) => ({ ...tier, limiter: limiterFor(tier.name, tier) }));
  return {
    async retryAfterSeconds(attempt, now) {
      const waits = await Promise.all(
        tiers
          .filter((tier) => tier.scope !== 'username')
          .map((tier) => longestWait(tier.limiter, [keyOf(tier.scope, attempt)], now)),
      );
      return Math.max(0, ...waits);
    },
    async accountUnderAttackSeconds(attempt, now) {
      const waits = await Promise.all(
        tiers
          .filter((tier) => tier.scope === 'username')
          .map((tier) => longestWait(tier.limiter, [keyOf(tier.scope, attempt)], now)),
      );
      return Math.max(0, ...waits);
    },
    async recordFailure(attempt, now) {
      await Promise.all(tiers.map((tier) => tier.limiter.record(keyOf(tier.scope, attempt), now)));
    },
    async recordSuccess(attempt) {
      // The admin's own typos are forgiven; counts against the address or username stay.
      await Promise.all(
        tiers
          .filter((tier) => tier.scope === 'pair')
          .map((tier) => tier.limiter.reset(keyOf(tier.scope, attempt))),
      );
    },
  };
}
