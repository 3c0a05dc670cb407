// DESIGN "Scaling out": two app instances over one PostgreSQL and one Redis behave as one site.
// PostgreSQL only (PGlite lives inside one process); needs TEST_REDIS_URL, which .ci/run sets.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { LOGIN_MAX_FAILURES } from '../../src/server/services/management-service/login-throttle.js';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { createAdminToken } from '../support/admin-token.js';
import { testConfig } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;
if (process.env.CI && (!redisUrl || !postgres)) {
  throw new Error('CI runs the two-instance tests: set TEST_REDIS_URL and TEST_DATABASE_URL');
}

const LIST = '/attraction-service/v2/attractions?category=zoo&sort=a-z';
const LOGIN = '/management-service/v1/authenticate';

/** Polls until `check` passes: another instance hears of a write a moment after it happens. */
async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe.runIf(redisUrl && postgres)('two instances over one PostgreSQL and one Redis', () => {
  let first: Database;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    first = await createTestDatabase('postgres');
    // The second instance has its own pool, as another process would.
    second = await openDatabase({
      kind: 'postgres',
      url: String(first.pool.options.connectionString),
      maxConnections: 2,
    });
    // A key prefix of its own: other test files may share this Redis.
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    };
    a = await buildApp({ config: testConfig(env), database: first, logger: false });
    b = await buildApp({ config: testConfig(env), database: second, logger: false });
    await Promise.all([a.ready(), b.ready()]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
  });

  it('shares Redis', () => {
    expect([a.sharedState.kind, b.sharedState.kind]).toEqual(['redis', 'redis']);
  });

  it('a write on one instance refreshes the cached lists of the other', async () => {
    const before = await a.inject({ method: 'GET', url: LIST });
    expect(before.statusCode).toBe(200);
    const zoo = before.json().results[0] as { id: number; name: string };
    // Served from A's list cache from now on.
    expect((await a.inject({ method: 'GET', url: LIST })).body).toBe(before.body);

    const { token } = await createAdminToken(second);
    const deactivated = await b.inject({
      method: 'POST',
      url: `/management-service/v1/attractions/${zoo.id}/deactivate`,
      headers: { token },
    });
    expect(deactivated.statusCode).toBe(200);

    await eventually(async () => {
      const after = await a.inject({ method: 'GET', url: LIST });
      const names = (after.json().results as { name: string }[]).map((r) => r.name);
      expect(names).not.toContain(zoo.name);
    });
    // And back: B's own cache must not keep the old answer either.
    await a.inject({ method: 'GET', url: LIST });
    await a.inject({
      method: 'POST',
      url: `/management-service/v1/attractions/${zoo.id}/activate`,
      headers: { token },
    });
    await eventually(async () => {
      const names = (
        (await b.inject({ method: 'GET', url: LIST })).json().results as { name: string }[]
      ).map((r) => r.name);
      expect(names).toContain(zoo.name);
    });
  });

  it('counts failed sign-ins across instances: the limit holds whichever one is asked', async () => {
    const username = `nobody-${randomBytes(4).toString('hex')}`;
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { username, password: 'wrong-password-123' },
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await attempt(i % 2 === 0 ? a : b)).statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const refused = await attempt(app);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Twelve sign-ins each hash a password on purpose (slow by design): on a busy two-core machine
    // that alone ran past the default 30 s once.
  }, 90_000);
});

describe.runIf(postgres)('an instance whose Redis cannot be reached', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // Nothing listens on port 1: every Redis command fails.
    app = await buildApp({
      config: testConfig({ REDIS_URL: 'redis://127.0.0.1:1' }),
      database,
      logger: false,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('still serves, and counts failed sign-ins on its own', async () => {
    expect((await app.inject({ method: 'GET', url: LIST })).statusCode).toBe(200);
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { username: 'nobody-offline', password: 'wrong-password-123' },
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
  });
});
