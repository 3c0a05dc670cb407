// The Redis connections of one app instance when REDIS_URL is set (DESIGN "Scaling out"): one for
// commands, one for subscribing (a subscribed connection can run nothing else). Redis is shared
// state for several instances, never the only copy of anything: while it is unreachable each
// instance carries on alone (its own counters and cache), and says so in the log.
import { Redis } from 'ioredis';

export interface RedisConnections {
  commands: Redis;
  subscriber: Redis;
  /** Prefixes every key and channel, so several sites (or test runs) can share one Redis. */
  keyPrefix: string;
  close(): Promise<void>;
}

/** How long start-up waits for Redis before going on without it (it keeps reconnecting). */
const READY_TIMEOUT_MS = 2_000;

function whenReady(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, READY_TIMEOUT_MS);
    client.once('ready', done);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    }
  });
}

export async function connectRedis(url: string, keyPrefix: string): Promise<RedisConnections> {
  const options = {
    // While disconnected a command fails at once instead of queueing, so the caller falls back
    // to this instance's own state straight away: requests never wait on an absent Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    // Reconnect with a capped back-off for as long as the process lives.
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, commandTimeout: undefined });
  // ioredis reports connection errors as events; unhandled they would crash the process.
  commands.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  await Promise.all([whenReady(commands), whenReady(subscriber)]);
  return {
    commands,
    subscriber,
    keyPrefix,
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
