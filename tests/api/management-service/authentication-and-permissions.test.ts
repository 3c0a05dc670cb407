import { describe, expect, it } from 'vitest';
import { UNAUTHORISED_MESSAGE } from '../../../src/server/http/admin-auth.js';
import { WRONG_CREDENTIALS_MESSAGE } from '../../../src/server/services/management-service/authenticate-routes.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { call, firstLiveAttractionId, M, manualClock, routeTable, samplePath } from './helpers.js';

const PASSWORD = 'test-password-123';
const TTL_HOURS = 2;

/** The only management routes a visitor may call without a token (SPEC §6, DESIGN). */
const PUBLIC_ROUTES = new Set([
  `POST ${M}/authenticate`,
  `POST ${M}/submissions`,
  `GET ${M}/submissions/:referenceNumber`,
  `HEAD ${M}/submissions/:referenceNumber`,
  `PUT ${M}/submissions/:referenceNumber`,
  `POST ${M}/reports`,
  `POST ${M}/confirmations`,
]);

describeEachEngine('management-service: sign-in and permissions', (engine) => {
  const clock = manualClock();
  const ctx = useTestApp(engine, { clock, env: { SESSION_TTL_HOURS: String(TTL_HOURS) } });

  const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
    call(ctx.app, {
      method: 'POST',
      url: `${M}/authenticate`,
      payload: { username, password },
      remoteAddress,
    });

  describe('POST /authenticate', () => {
    it('answers a token and its expiry (SESSION_TTL_HOURS) for the right credentials', async () => {
      const { username } = await createAdminToken(ctx.database, { now: clock.now() });
      const response = await login(username, PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.result).toBe(true);
      expect(body.response.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.response.expires).toBe(
        new Date(clock.now().getTime() + TTL_HOURS * 3_600_000).toISOString(),
      );

      const categories = await call(ctx.app, {
        method: 'PUT',
        url: `${M}/categories/zoo`,
        token: body.response.token,
        payload: {
          displayName: 'Zoo',
          categoryPageTitle: 'Zoos',
          rank: 1,
          displayColor: '#00AA00',
        },
      });
      expect(categories.statusCode).toBe(200);
    });

    it('accepts the username in any case', async () => {
      const { username } = await createAdminToken(ctx.database, { now: clock.now() });
      expect((await login(username.toUpperCase(), PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    });

    it('stores only a hash of the token', async () => {
      const { username } = await createAdminToken(ctx.database, { now: clock.now() });
      const { token } = (await login(username, PASSWORD, '10.0.0.3')).json().response;
      const { rows } = await ctx.database.pool.query('select token_hash from sessions');
      expect(rows.some((r: { token_hash: string }) => r.token_hash === token)).toBe(false);
      expect(rows.every((r: { token_hash: string }) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(
        true,
      );
    });

    it('answers the same 401 with result false for a wrong password and an unknown user', async () => {
      const { username } = await createAdminToken(ctx.database, { now: clock.now() });
      const wrongPassword = await login(username, 'not-the-password', '10.0.1.1');
      const unknownUser = await login('nobody-at-all', 'not-the-password', '10.0.1.2');
      for (const response of [wrongPassword, unknownUser]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          statusCode: 401,
          error: 'Unauthorized',
          message: WRONG_CREDENTIALS_MESSAGE,
          result: false,
        });
      }
    });

    it('answers 400 with field messages for a missing username or password', async () => {
      const response = await call(ctx.app, {
        method: 'POST',
        url: `${M}/authenticate`,
        payload: { username: '' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        username: ['This field is required.'],
        password: ['This field is required.'],
      });
    });

    it('throttles more than 10 failures a minute for one username from one address, with Retry-After; other addresses still sign in (decision 029)', async () => {
      const { username } = await createAdminToken(ctx.database, { now: clock.now() });
      for (let i = 0; i < 10; i += 1) {
        expect((await login(username, `wrong-${i}`, '10.1.0.1')).statusCode).toBe(401);
      }
      // Even the right password waits from that address: otherwise the 11th guess would be tested.
      const blocked = await login(username, PASSWORD, '10.1.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
      // Failures from one address do not lock the account out everywhere (issue 15).
      expect((await login(username, PASSWORD, '10.1.1.1')).statusCode).toBe(200);

      clock.advance(61_000);
      expect((await login(username, PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    });

    it(
      'throttles more than 10 failures a minute from one address, whatever the usernames',
      { timeout: 120_000 },
      async () => {
        for (let i = 0; i < 10; i += 1) {
          expect((await login(`guess-${i}`, 'wrong', '10.2.0.1')).statusCode).toBe(401);
        }
        const blocked = await login('guess-10', 'wrong', '10.2.0.1');
        expect(blocked.statusCode).toBe(429);
        expect(blocked.headers['retry-after']).toBeDefined();
        // Another address is not affected.
        expect((await login('guess-11', 'wrong', '10.2.0.2')).statusCode).toBe(401);
        clock.advance(61_000);
      },
    );
  });

  describe('DELETE /authenticate', () => {
    it('revokes the token: it no longer works anywhere', async () => {
      const { username } = await createAdminToken(ctx.database, { now: clock.now() });
      const { token } = (await login(username, PASSWORD, '10.3.0.1')).json().response;
      const signOut = await call(ctx.app, { method: 'DELETE', url: `${M}/authenticate`, token });
      expect(signOut.statusCode).toBe(200);
      expect(signOut.json()).toEqual({ response: null, result: true });
      const after = await call(ctx.app, { method: 'GET', url: `${M}/emailSignups`, token });
      expect(after.statusCode).toBe(401);
      expect(
        (await call(ctx.app, { method: 'DELETE', url: `${M}/authenticate`, token })).statusCode,
      ).toBe(401);
    });
  });

  describe('every management route but the public ones refuses a missing, malformed, expired or revoked token', () => {
    it('enumerates the route table and gets 401 from each guarded route for each kind of bad token', async () => {
      const routes = routeTable(ctx.app).filter((r) => r.url.startsWith(`${M}/`));
      const guarded = routes.filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.url}`));
      // The public set must match real routes, and the guarded set must be the bulk of the service.
      for (const entry of PUBLIC_ROUTES) {
        expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(entry);
      }
      expect(guarded.length).toBeGreaterThanOrEqual(25);
      const guardedNames = guarded.map((r) => `${r.method} ${r.url}`);
      for (const entry of [
        `DELETE ${M}/authenticate`,
        `POST ${M}/categories`,
        `DELETE ${M}/facilities/:facilityName`,
        `PUT ${M}/attractions/:id`,
        `POST ${M}/submissions/:id/approve`,
        `POST ${M}/attractions/:id/fetchGoogleData`,
        `GET ${M}/emailSignups/export`,
        `GET ${M}/reports`,
        `GET ${M}/reports/:reportId`,
        `POST ${M}/reports/:reportId/resolve`,
        `POST ${M}/reports/:reportId/dismiss`,
        `POST ${M}/attractions/:id/check`,
        `POST ${M}/attractions/:id/closure`,
        `GET ${M}/staleness`,
      ]) {
        expect(guardedNames).toContain(entry);
      }

      const { username } = await createAdminToken(ctx.database, { now: clock.now() });
      const expiring = (await login(username, PASSWORD, '10.4.0.1')).json().response
        .token as string;
      const revoked = (await login(username, PASSWORD, '10.4.0.1')).json().response.token as string;
      await call(ctx.app, { method: 'DELETE', url: `${M}/authenticate`, token: revoked });
      clock.advance(TTL_HOURS * 3_600_000 + 60_000);

      const samples = {
        id: String(await firstLiveAttractionId(ctx.database)),
        categoryName: 'zoo',
        regionName: 'london',
        groupId: 'nationaltrust',
        facilityName: 'parking',
      };
      const badTokens: Record<string, string | undefined> = {
        missing: undefined,
        malformed: 'not a token at all',
        'well-formed but unknown': 'A'.repeat(43),
        expired: expiring,
        revoked,
      };
      const failures: string[] = [];
      for (const route of guarded) {
        for (const [kind, token] of Object.entries(badTokens)) {
          const response = await call(ctx.app, {
            method: route.method as 'GET',
            url: samplePath(route.url, samples),
            token,
            ...(['POST', 'PUT'].includes(route.method) ? { payload: {} } : {}),
          });
          const body = route.method === 'HEAD' ? null : response.json();
          if (response.statusCode !== 401 || (body && body.message !== UNAUTHORISED_MESSAGE)) {
            failures.push(
              `${route.method} ${route.url} with a ${kind} token answered ${response.statusCode}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);

      // The same token, still valid, would have been let in: the 401s are about the token.
      const { token: valid } = await createAdminToken(ctx.database, { now: clock.now() });
      const listed = await call(ctx.app, { method: 'GET', url: `${M}/emailSignups`, token: valid });
      expect(listed.statusCode).toBe(200);
    });

    it('lets visitors reach the public routes without a token', async () => {
      const statuses = await Promise.all([
        call(ctx.app, { method: 'POST', url: `${M}/authenticate`, payload: {} }),
        call(ctx.app, {
          method: 'POST',
          url: `${M}/submissions`,
          payload: {},
          remoteAddress: '10.5.0.1',
        }),
        call(ctx.app, { method: 'GET', url: `${M}/submissions/ABCDE-23456` }),
        call(ctx.app, { method: 'PUT', url: `${M}/submissions/ABCDE-23456`, payload: {} }),
      ]).then((responses) => responses.map((r) => r.statusCode));
      expect(statuses).toEqual([400, 400, 404, 400]);
    });

    it('GET /attraction-service/v2/attractions?adminFilter=ALL_ATTRACTIONS refuses bad tokens too', async () => {
      const url = '/attraction-service/v2/attractions';
      // The route must exist: a missing route fails here rather than skipping the check.
      expect(ctx.app.hasRoute({ method: 'GET', url })).toBe(true);
      const { username } = await createAdminToken(ctx.database, { now: clock.now() });
      const expiring = (await login(username, PASSWORD, '10.6.0.1')).json().response
        .token as string;
      const revoked = (await login(username, PASSWORD, '10.6.0.1')).json().response.token as string;
      await call(ctx.app, { method: 'DELETE', url: `${M}/authenticate`, token: revoked });
      clock.advance(TTL_HOURS * 3_600_000 + 60_000);
      for (const token of [undefined, 'malformed', expiring, revoked]) {
        const response = await call(ctx.app, {
          method: 'GET',
          url: `${url}?adminFilter=ALL_ATTRACTIONS`,
          token,
        });
        expect(response.statusCode, `token ${String(token)}`).toBe(401);
      }
      const { token } = await createAdminToken(ctx.database, { now: clock.now() });
      const allowed = await call(ctx.app, {
        method: 'GET',
        url: `${url}?adminFilter=ALL_ATTRACTIONS`,
        token,
      });
      expect(allowed.statusCode).toBe(200);
    });
  });

  it('publishes every management and marketing route on the OpenAPI page', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(
      document.paths as Record<string, Record<string, unknown>>,
    )) {
      for (const method of Object.keys(operations))
        documented.add(`${method.toUpperCase()} ${path}`);
    }
    const ours = routeTable(ctx.app).filter(
      (r) =>
        (r.url.startsWith(`${M}/`) || r.url.startsWith('/marketing-service/v1/email')) &&
        r.method !== 'HEAD',
    );
    const missing = ours
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((entry) => !documented.has(entry));
    expect(missing).toEqual([]);
    expect(document.paths[`${M}/categories`].post.security).toEqual([{ token: [] }]);
  });
});
