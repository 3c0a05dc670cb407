import { beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNUPS_PER_CLIENT_PER_HOUR,
  SIGNUPS_PER_EMAIL_PER_HOUR,
} from '../../src/server/services/marketing-service/email-signup-routes.js';
import { createAdminToken } from '../support/admin-token.js';
import { useTestApp } from '../support/test-app.js';
import { describeEachEngine } from '../support/test-database.js';
import { call, M, manualClock, rowCount } from './management-service/helpers.js';

const SIGNUP = '/marketing-service/v1/email/signup';

describeEachEngine('marketing-service: email sign-up', (engine) => {
  const clock = manualClock();
  const ctx = useTestApp(engine, { clock });
  const signUp = (email: unknown, remoteAddress = '10.40.0.1') =>
    call(ctx.app, { method: 'POST', url: SIGNUP, payload: { email }, remoteAddress });
  const stored = async (email: string) =>
    Number(
      (
        await ctx.database.pool.query(
          'select count(*) as n from email_signups where lower(email) = lower($1)',
          [email],
        )
      ).rows[0].n,
    );

  describe('POST /marketing-service/v1/email/signup', () => {
    it('stores the address and answers {result: true}', async () => {
      const response = await signUp('first@daytrip.example');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: true });
      expect(await stored('first@daytrip.example')).toBe(1);
    });

    it('stores an address once; a repeat (in any case) answers the very same success', async () => {
      const first = await signUp('repeat@daytrip.example', '10.40.1.1');
      const again = await signUp('REPEAT@daytrip.example', '10.40.1.2');
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      expect(await stored('repeat@daytrip.example')).toBe(1);
    });

    it('validates the address with the SPEC §5 message', async () => {
      const bad = await signUp('not-an-address');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ email: ['Please enter a valid Email Address.'] });
      const missing = await call(ctx.app, { method: 'POST', url: SIGNUP, payload: {} });
      expect(missing.json().fieldErrors).toEqual({ email: ['This field is required.'] });
    });

    it(`limits attempts per address (${SIGNUPS_PER_EMAIL_PER_HOUR} an hour) whatever the client, with Retry-After`, async () => {
      const email = 'limited@daytrip.example';
      for (let i = 0; i < SIGNUPS_PER_EMAIL_PER_HOUR; i += 1) {
        expect((await signUp(email, `10.41.0.${i + 1}`)).statusCode).toBe(200);
      }
      const limited = await signUp(email, '10.41.1.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      clock.advance(3_600_000 + 1000);
      expect((await signUp(email, '10.41.1.1')).statusCode).toBe(200);
      expect(await stored(email)).toBe(1);
    });

    it(`limits attempts per client (${SIGNUPS_PER_CLIENT_PER_HOUR} an hour)`, async () => {
      const before = await rowCount(ctx.database, 'email_signups');
      for (let i = 0; i < SIGNUPS_PER_CLIENT_PER_HOUR; i += 1) {
        expect((await signUp(`bulk${i}@daytrip.example`, '10.42.0.1')).statusCode).toBe(200);
      }
      expect((await signUp('one-more@daytrip.example', '10.42.0.1')).statusCode).toBe(429);
      expect(await rowCount(ctx.database, 'email_signups')).toBe(
        before + SIGNUPS_PER_CLIENT_PER_HOUR,
      );
    });
  });

  describe('the list for admins', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await createAdminToken(ctx.database, { now: clock.now() }));
      clock.advance(1000);
      expect((await signUp('+formula@daytrip.example', '10.43.0.1')).statusCode).toBe(200);
      // Confirmed by hand here; marketing-email-confirmation.test.ts follows the mailed link.
      await ctx.database.pool.query(
        "update email_signups set confirmed_at = created_at + interval '1 second'",
      );
    });

    it('lists sign-ups newest first, paged', async () => {
      const response = await call(ctx.app, {
        method: 'GET',
        url: `${M}/emailSignups?pageSize=2`,
        token,
      });
      expect(response.statusCode).toBe(200);
      const { results, metadata } = response.json();
      expect(results).toHaveLength(2);
      expect(results[0].email).toBe('+formula@daytrip.example');
      expect(metadata).toMatchObject({
        currentPage: 1,
        totalResults: await rowCount(ctx.database, 'email_signups'),
      });
    });

    it('exports every sign-up as CSV, with spreadsheet formulas defused', async () => {
      const response = await call(ctx.app, {
        method: 'GET',
        url: `${M}/emailSignups/export`,
        token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="email-signups-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('email,signedUpAt');
      expect(lines).toHaveLength((await rowCount(ctx.database, 'email_signups')) + 1);
      expect(lines[1]).toMatch(/^first@daytrip\.example,\d{4}-\d{2}-\d{2}T/);
      expect(lines.at(-1)).toMatch(/^'\+formula@daytrip\.example,/);
    });

    it('is for admins only', async () => {
      expect((await call(ctx.app, { method: 'GET', url: `${M}/emailSignups` })).statusCode).toBe(
        401,
      );
      expect(
        (await call(ctx.app, { method: 'GET', url: `${M}/emailSignups/export` })).statusCode,
      ).toBe(401);
    });
  });
});
