// Catalogue-change signals shared by every app instance through Redis pub/sub: a write on one
// instance empties the public-read caches of all of them, not just its own.
import { randomUUID } from 'node:crypto';
import { createCatalogueEvents, type CatalogueEvents } from '../http/catalogue-events.js';
import type { RedisConnections } from './redis-connection.js';

interface Message {
  from: string;
  reason: string;
}

export interface SharedCatalogueEventsOptions {
  redis: RedisConnections;
  onError?: (error: unknown) => void;
}

/**
 * Local listeners hear every change at once (a write is visible to its own instance without a
 * round trip through Redis); other instances hear it when the message arrives. An instance that
 * loses its subscription may have missed messages, so when it is back it drops its caches too.
 */
export async function createSharedCatalogueEvents({
  redis,
  onError = () => undefined,
}: SharedCatalogueEventsOptions): Promise<CatalogueEvents> {
  const local = createCatalogueEvents();
  const instance = randomUUID();
  const channel = `${redis.keyPrefix}catalogue-changed`;

  redis.subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(raw) as Message;
      if (message.from !== instance) local.catalogueChanged(`${message.reason} (another instance)`);
    } catch (error) {
      onError(error);
    }
  });
  let subscribedBefore = redis.subscriber.status === 'ready';
  redis.subscriber.on('ready', () => {
    if (subscribedBefore)
      local.catalogueChanged('reconnected to Redis: changes may have been missed');
    subscribedBefore = true;
  });
  // ioredis subscribes again by itself after a reconnect; if Redis is down at start-up, the
  // subscription is made when it first comes up.
  const subscribe = () => redis.subscriber.subscribe(channel).catch(onError);
  if (redis.subscriber.status === 'ready') await subscribe();
  else redis.subscriber.once('ready', () => void subscribe());

  return {
    catalogueChanged(reason) {
      local.catalogueChanged(reason);
      const message: Message = { from: instance, reason };
      redis.commands.publish(channel, JSON.stringify(message)).catch(onError);
    },
    onCatalogueChanged: (listener) => local.onCatalogueChanged(listener),
  };
}
