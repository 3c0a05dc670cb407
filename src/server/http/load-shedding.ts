// Overload sheds rather than queues (decision 029): at twice capacity on PGlite, p99 ran to
// 3 s as requests waited in line. Two signals, either answers 503 with Retry-After at once:
// - the event loop is stalled (@fastify/under-pressure), and
// - more requests wait for a database connection than can be served in about a second.
// /healthz and /readyz are never shed: a load balancer must still see the process (decision 029).
// A person opening a page reads the "We'll be back shortly" page; the API's clients get JSON.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './database-outage.js';
import { errorBody } from './errors.js';
import { outagePageHtml, wantsOutagePage } from './outage-page.js';

/** An event loop this late to run a timer is already failing everyone. */
export const MAX_EVENT_LOOP_DELAY_MS = 1_000;
/**
 * Requests allowed to wait for a database connection. PGlite serves a simple query in ~1-2 ms on
 * its one connection, PostgreSQL on ten: a few hundred waiting is about a second of work.
 */
export const MAX_QUEUED_QUERIES = { pglite: 200, postgres: 500 } as const;

const EXEMPT = new Set(['/healthz', '/readyz']);

function shed(request: FastifyRequest, reply: FastifyReply, productName: string) {
  reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
  if (wantsOutagePage(request)) {
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outagePageHtml(productName, RETRY_AFTER_SECONDS, 'busy'));
  }
  return reply.send(errorBody(503, UNAVAILABLE_MESSAGE));
}

export async function registerLoadShedding(
  app: FastifyInstance,
  database: Database,
  { onEventLoopDelay = true, productName }: { onEventLoopDelay?: boolean; productName: string },
) {
  // API tests turn the event-loop signal off: a shared test machine stalls a process for a
  // second without any overload, and under-pressure then sheds for a whole sample interval.
  if (onEventLoopDelay) await registerEventLoopShedding(app, productName);
  const maxQueued = MAX_QUEUED_QUERIES[database.kind];
  app.addHook('onRequest', async (request, reply) => {
    if (database.pool.waitingCount > maxQueued && !EXEMPT.has(request.url)) {
      return shed(request, reply, productName);
    }
  });
}

async function registerEventLoopShedding(app: FastifyInstance, productName: string) {
  await app.register(underPressure, {
    maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: RETRY_AFTER_SECONDS,
    // Returning without sending lets the request through, as health checks must be.
    pressureHandler: (request, reply) => {
      if (!EXEMPT.has(request.url)) void shed(request, reply, productName);
    },
  });
}
