// Issue 15, fault 5: overload queued (p99 3 s at twice capacity on PGlite) instead of shedding,
// and slow request bodies were never timed out.
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../../../src/server/http/database-outage.js';
import { MAX_QUEUED_QUERIES } from '../../../src/server/http/load-shedding.js';
import { REQUEST_TIMEOUT_MS } from '../../../src/server/http/server-timeouts.js';
import { useTestApp } from '../../support/test-app.js';
import { call } from '../management-service/helpers.js';

describe('shedding load instead of queueing it', () => {
  const ctx = useTestApp('pglite');

  it('answers 503 with Retry-After while more queries wait for the database than it can serve soon', async () => {
    const { pool } = ctx.database;
    const held = await pool.connect(); // PGlite has one connection: everything else now waits
    const waiting = Array.from({ length: MAX_QUEUED_QUERIES.pglite + 1 }, () =>
      pool.query('select 1'),
    );
    try {
      const shed = await call(ctx.app, {
        method: 'GET',
        url: '/attraction-service/v2/regions?search=x',
      });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(shed.json()).toMatchObject({ statusCode: 503 });
      // A person opening a page reads a page, not the API's JSON.
      const page = await ctx.app.inject({
        method: 'GET',
        url: '/attractions/',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain("<title>We'll be back shortly - Daytrip</title>");
      expect(page.body).toContain('Daytrip is very busy for a moment.');
      // The load balancer still sees a live process.
      expect((await call(ctx.app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      held.release();
      await Promise.all(waiting);
    }
    expect(
      (await call(ctx.app, { method: 'GET', url: '/attraction-service/v2/regions?search=x' }))
        .statusCode,
    ).toBe(200);
  });

  it('closes requests whose body does not arrive in time', () => {
    expect(ctx.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(ctx.app.initialConfig.connectionTimeout).toBeGreaterThan(0);
  });
});
