// Sliding-window attempt counters. In memory for one app instance; the interface is async so the
// Redis implementation (src/server/shared-state/redis-rate-limiter.ts, with REDIS_URL) can take
// its place without touching callers.

export interface RateLimiter {
  /** Seconds until `key` may act again (0: it may act now). Does not count an attempt. */
  retryAfterSeconds(key: string, now: Date): Promise<number>;
  /** Counts one attempt by `key`. */
  record(key: string, now: Date): Promise<void>;
  /** Checks and, when allowed, counts in one step; answers as retryAfterSeconds. */
  consume(key: string, now: Date): Promise<number>;
  /** Forgets `key` (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Attempts allowed within the window; the next one waits. */
  limit: number;
  windowMs: number;
  /** Keys kept at most; the oldest are forgotten first, so memory stays bounded under attack. */
  maxKeys?: number;
}

export function createMemoryRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: RateLimitOptions): RateLimiter {
  const attempts = new Map<string, number[]>();

  const recent = (key: string, nowMs: number): number[] => {
    const times = (attempts.get(key) ?? []).filter((t) => t > nowMs - windowMs);
    if (times.length === 0) attempts.delete(key);
    else attempts.set(key, times);
    return times;
  };

  const waitFor = (times: number[], nowMs: number): number => {
    if (times.length < limit) return 0;
    // The attempt that frees a slot is the limit-th most recent one.
    const freeing = times[times.length - limit] ?? nowMs;
    return Math.max(1, Math.ceil((freeing + windowMs - nowMs) / 1000));
  };

  const add = (key: string, nowMs: number) => {
    const times = recent(key, nowMs);
    times.push(nowMs);
    // Only the newest `limit` attempts can ever matter.
    attempts.delete(key);
    attempts.set(key, times.slice(-limit));
    while (attempts.size > maxKeys) {
      const oldest = attempts.keys().next().value;
      if (oldest === undefined) break;
      attempts.delete(oldest);
    }
  };

  return {
    async retryAfterSeconds(key, now) {
      return waitFor(recent(key, now.getTime()), now.getTime());
    },
    async record(key, now) {
      add(key, now.getTime());
    },
    async consume(key, now) {
      const nowMs = now.getTime();
      const wait = waitFor(recent(key, nowMs), nowMs);
      if (wait === 0) add(key, nowMs);
      return wait;
    },
    async reset(key) {
      attempts.delete(key);
    },
  };
}

/** The longest wait among several keys (e.g. per address and per client). */
export async function longestWait(
  limiter: RateLimiter,
  keys: readonly string[],
  now: Date,
): Promise<number> {
  const waits = await Promise.all(keys.map((key) => limiter.retryAfterSeconds(key, now)));
  return Math.max(0, ...waits);
}
