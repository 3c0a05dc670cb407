// What app instances share when REDIS_URL is set, and its single-instance stand-in otherwise:
// the catalogue-change signal (cache invalidation) and the rate-limit counters.
import type { FastifyBaseLogger } from 'fastify';
import { createCatalogueEvents, type CatalogueEvents } from '../http/catalogue-events.js';
import {
  createMemoryRateLimiter,
  type RateLimiter,
  type RateLimitOptions,
} from '../http/rate-limiter.js';
import { createSharedCatalogueEvents } from './redis-catalogue-events.js';
import { connectRedis } from './redis-connection.js';
import { redactedUrl } from '../redacted-url.js';
import { createRedisRateLimiter } from './redis-rate-limiter.js';

export interface SharedState {
  /** 'redis' when instances share it, 'memory' when this instance is on its own. */
  kind: 'redis' | 'memory';
  catalogueEvents: CatalogueEvents;
  /** A rate limiter named `name` (its counters are shared by every instance with Redis). */
  rateLimiter(name: string, options: RateLimitOptions): RateLimiter;
  close(): Promise<void>;
}

export function memorySharedState(): SharedState {
  return {
    kind: 'memory',
    catalogueEvents: createCatalogueEvents(),
    rateLimiter: (_name, options) => createMemoryRateLimiter(options),
    close: async () => undefined,
  };
}

export async function openSharedState(
  redisUrl: string | undefined,
  keyPrefix: string,
  log: FastifyBaseLogger,
): Promise<SharedState> {
  if (!redisUrl) return memorySharedState();
  const redis = await connectRedis(redisUrl, keyPrefix);
  // One line per outage, not one per request: Redis errors repeat until it is back.
  let warned = false;
  const onError = (error: unknown) => {
    if (warned) return;
    warned = true;
    log.warn({ err: error }, 'Redis unreachable: this instance counts and caches on its own');
  };
  redis.commands.on('ready', () => {
    if (warned) log.info('Redis reachable again');
    warned = false;
  });
  // Said once at start, not first at the request that needs it: the operator learns of a wrong
  // REDIS_URL (or a Redis that is down) from the start-up log. Later errors of the same outage
  // stay quiet until Redis answers again.
  if (redis.commands.status !== 'ready') {
    warned = true;
    log.warn(
      `Redis at ${redactedUrl(redisUrl)} is unreachable: this instance runs on its own (its own rate limits and caches) until Redis answers`,
    );
  }
  return {
    kind: 'redis',
    catalogueEvents: await createSharedCatalogueEvents({ redis, onError }),
    rateLimiter: (name, options) => createRedisRateLimiter({ redis, name, onError, ...options }),
    close: () => redis.close(),
  };
}
