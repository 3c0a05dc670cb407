// Issue 15, fault 1: a deeply nested JSON body stalled the event loop (285-550 ms at 6,000 levels)
// and from ~7,000 levels overflowed the stack into a 500. Property: at every write route, a body
// nested deeper than MAX_JSON_DEPTH answers 400 with the depth message, and a wide body answers
// 4xx, each in bounded time.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailTokenHash } from '../../../src/server/mail/email-tokens.js';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../../../src/server/http/json-depth.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { call, routeTable, samplePath, type RouteEntry } from '../management-service/helpers.js';

/** Generous for a loaded shared machine (the check itself takes ~1 ms); deep bodies used to answer 500. */
const MAX_MS_PER_REQUEST = 2_000;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 6);

/** `depth` levels of arrays and objects, mixed as `shape` says, with strings holding brackets. */
function nested(depth: number, shape: boolean[]): string {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level++) {
    const asObject = shape[level % shape.length];
    open += asObject ? `{"k${level}":` : '["[{",';
    close = (asObject ? '}' : ']') + close;
  }
  return `${open}"leaf"${close}`;
}

const deepBody = fc
  .record({
    depth: fc.integer({ min: MAX_JSON_DEPTH + 1, max: 12_000 }),
    shape: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
    siblings: fc.integer({ min: 0, max: 50 }),
  })
  .map(({ depth, shape, siblings }) => {
    const wide = Array.from({ length: siblings }, (_, i) => `"s${i}":"]]}}"`).join(',');
    return `{${wide}${wide ? ',' : ''}"deep":${nested(depth, shape)}}`;
  });

/** Wide but shallow: thousands of siblings, never a valid body for any route. */
const wideBody = fc.oneof(
  fc.integer({ min: 1_000, max: 30_000 }).map((n) => `[${Array(n).fill('1').join(',')}]`),
  fc
    .integer({ min: 1_000, max: 8_000 })
    .map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":[{}]`).join(',')}}`),
);

const isWrite = (route: RouteEntry) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method);
/** Routes that read a body: not DELETE, not a bodyless action such as /:id/approve. */
const takesBody = (route: RouteEntry) =>
  route.method !== 'DELETE' &&
  !/\/:\w+\/\w+$/.test(route.url) &&
  !route.url.endsWith('/second-factor/enrolment');

describe('bodies nested deeper than the limit, at every write route', () => {
  const ctx = useTestApp('pglite');
  let token: string;
  const samples = { categoryName: 'zoo', regionName: 'yorkshire', id: '1' } as Record<
    string,
    string
  >;
  // A verified venue's session (decision 161), checked before a body is read like an admin's
  // token: with it, the venue routes must refuse a deep body like every other route.
  const venueSession = 'deep-json-test-venue-session'.padEnd(43, 'x'); // the session's form
  beforeAll(async () => {
    ({ token } = await createAdminToken(ctx.database));
    await ctx.database.pool.query(
      `insert into venue_claims (attraction_id, email, link_expires_at, verified_at, session_token_hash, session_expires_at, created_at)
       values (1, 'owner@example.org', now(), now(), $1, now() + interval '1 day', now())`,
      [emailTokenHash(venueSession)],
    );
  });

  it('covers every write route the app serves', () => {
    expect(routeTable(ctx.app).filter(isWrite).length).toBeGreaterThan(20);
  });

  it('answers 400 with the depth message, quickly, whatever the route', async () => {
    const routes = routeTable(ctx.app).filter(isWrite);
    let slowest = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), deepBody, async (route, body) => {
        const started = performance.now();
        const response = await call(ctx.app, {
          method: route.method as 'POST',
          url: samplePath(route.url, samples),
          token,
          payload: body,
          headers: { 'content-type': 'application/json', 'venue-session': venueSession },
        });
        const ms = performance.now() - started;
        slowest = Math.max(slowest, ms);
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(400);
        expect(response.json().message).toBe(TOO_DEEP_MESSAGE);
        expect(ms).toBeLessThan(MAX_MS_PER_REQUEST);
      }),
      { numRuns: RUNS * routes.length },
    );
    expect(slowest).toBeLessThan(MAX_MS_PER_REQUEST);
  });

  it('answers wide, shallow bodies with 4xx in bounded time at every route that reads a body', async () => {
    const routes = routeTable(ctx.app).filter(isWrite).filter(takesBody);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), wideBody, async (route, body) => {
        const started = performance.now();
        const response = await call(ctx.app, {
          method: route.method as 'POST',
          url: samplePath(route.url, samples),
          token,
          payload: body,
          headers: { 'content-type': 'application/json' },
        });
        const ms = performance.now() - started;
        expect(response.statusCode, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
        expect(ms).toBeLessThan(MAX_MS_PER_REQUEST);
      }),
      { numRuns: RUNS * routes.length },
    );
  });

  it('still accepts a body exactly at the limit (the limit is on nesting, not on JSON)', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/management-service/v1/authenticate',
      payload: `{"username":"nobody","password":"nothing-at-all","x":${nested(MAX_JSON_DEPTH - 1, [true])}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
  });
});
