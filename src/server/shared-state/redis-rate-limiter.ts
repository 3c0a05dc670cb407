// The sliding-window counters of rate-limiter.ts kept in Redis, so every app instance counts the
// same attempts (DESIGN "Scaling out"). One sorted set per key (score = attempt time), trimmed and
// checked atomically by a Lua script: two instances cannot both take the last free slot.
import { randomUUID } from 'node:crypto';
import {
  createMemoryRateLimiter,
  type RateLimiter,
  type RateLimitOptions,
} from '../http/rate-limiter.js';
import type { RedisConnections } from './redis-connection.js';

// KEYS[1]: the key. ARGV: now (ms), window (ms), limit, mode (check | record | consume), member.
// Answers the milliseconds until the key may act again (0: now), as the memory limiter counts.
const SLIDING_WINDOW = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local wait = 0
if count >= limit then
  local freeing = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
  wait = tonumber(freeing[2]) + window - now
end
if ARGV[4] == 'record' or (ARGV[4] == 'consume' and wait == 0) then
  redis.call('ZADD', KEYS[1], now, ARGV[5])
  redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -(limit + 1))
  redis.call('PEXPIRE', KEYS[1], window)
end
return wait`;

type Mode = 'check' | 'record' | 'consume';

export interface RedisRateLimiterOptions extends RateLimitOptions {
  redis: RedisConnections;
  /** Names the counters (e.g. 'login'), so limiters with different windows never share keys. */
  name: string;
  onError?: (error: unknown) => void;
}

/**
 * A RateLimiter over Redis. While Redis cannot be reached it counts in this instance's memory
 * instead: protection weakens to one instance's view rather than failing every request.
 */
export function createRedisRateLimiter({
  redis,
  name,
  onError = () => undefined,
  ...options
}: RedisRateLimiterOptions): RateLimiter {
  const fallback = createMemoryRateLimiter(options);
  const keyOf = (key: string) => `${redis.keyPrefix}rate:${name}:${key}`;

  const run = async (key: string, now: Date, mode: Mode): Promise<number> => {
    const waitMs = Number(
      await redis.commands.eval(
        SLIDING_WINDOW,
        1,
        keyOf(key),
        now.getTime(),
        options.windowMs,
        options.limit,
        mode,
        `${now.getTime()}:${randomUUID()}`,
      ),
    );
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  };

  const withFallback = async <T>(shared: () => Promise<T>, local: () => Promise<T>) => {
    try {
      return await shared();
    } catch (error) {
      onError(error);
      return local();
    }
  };

  return {
    retryAfterSeconds: (key, now) =>
      withFallback(
        () => run(key, now, 'check'),
        () => fallback.retryAfterSeconds(key, now),
      ),
    record: (key, now) =>
      withFallback(
        async () => void (await run(key, now, 'record')),
        () => fallback.record(key, now),
      ),
    consume: (key, now) =>
      withFallback(
        () => run(key, now, 'consume'),
        () => fallback.consume(key, now),
      ),
    reset: (key) =>
      withFallback(
        async () => void (await redis.commands.del(keyOf(key))),
        () => fallback.reset(key),
      ),
  };
}
