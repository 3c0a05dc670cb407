// Issue 15, fault 5: a database outage answered 500. Now 503 with Retry-After and a generic
// message, cached reads keep answering, and readiness follows the database.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { openDatabase, type Database } from '../../../src/server/db/database.js';
import {
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from '../../../src/server/http/database-outage.js';
import { testConfig, useTestApp } from '../../support/test-app.js';
import { attractionBody, call, M } from '../management-service/helpers.js';

function expectUnavailable(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(response.json()).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    message: UNAVAILABLE_MESSAGE,
  });
}

describe('the embedded database stops while the app runs', () => {
  const ctx = useTestApp('pglite');
  const cachedRead = '/attraction-service/v2/categories';

  it('before: the read answers and is cached', async () => {
    expect((await call(ctx.app, { method: 'GET', url: cachedRead })).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await ctx.database.embedded!.close();
  });

  it('a write answers 503 with Retry-After and a generic body', async () => {
    expectUnavailable(
      await call(ctx.app, {
        method: 'POST',
        url: `${M}/submissions`,
        payload: attractionBody(),
        headers: { 'idempotency-key': randomUUID() },
      }),
    );
  });

  it('an uncached read answers 503; the cached read keeps answering', async () => {
    expectUnavailable(
      await call(ctx.app, { method: 'GET', url: `${cachedRead}?search=never-asked-before` }),
    );
    expect((await call(ctx.app, { method: 'GET', url: cachedRead })).statusCode).toBe(200);
  });

  it('readiness follows the database', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await call(ctx.app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('PostgreSQL unreachable', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'postgres', url: 'postgres://daytrip@127.0.0.1:1/none' });
    app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      shedOnEventLoopDelay: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sign-in answers 503 with Retry-After, not 500', async () => {
    expectUnavailable(
      await call(app, {
        method: 'POST',
        url: `${M}/authenticate`,
        payload: { username: 'admin', password: 'whatever-it-is' },
      }),
    );
    expect((await call(app, { method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  });
});
