// Issue 29, item 1: a session token alone could enrol a new authenticator, replacing the admin's
// TOTP and voiding the recovery codes. Now setting up, replacing or removing the second factor
// needs the password, and the current code or a recovery code once one is on; wrong tries are
// limited per account; every change is audited and signs the admin's other sessions out; the
// secrets are stored sealed under TOTP_ENCRYPTION_KEY.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_CODE_NEEDED_MESSAGE,
  REAUTHENTICATION_FAILED_MESSAGE,
  SECOND_FACTOR_CHANGE_FAILURES,
  SECOND_FACTOR_PATH,
} from '../../../src/contract/second-factor.js';
import { adminUsers, auditEvents } from '../../../src/server/db/schema.js';
import { createSession } from '../../../src/server/http/sessions.js';
import { totpCodeAt } from '../../../src/server/services/management-service/totp.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { call, M, manualClock } from '../management-service/helpers.js';

const PASSWORD = 'test-password-123';

describeEachEngine('the second factor guards itself', (engine) => {
  const clock = manualClock();
  const ctx = useTestApp(engine, { clock });
  let adminId: number;
  let username: string;
  let token: string;
  let secret: string;
  let recoveryCodes: string[];

  const post = (path: string, payload: unknown, as = token) =>
    call(ctx.app, { method: 'POST', url: `${SECOND_FACTOR_PATH}${path}`, token: as, payload });
  const status = (as = token) =>
    call(ctx.app, { method: 'GET', url: SECOND_FACTOR_PATH, token: as });
  const stored = async () =>
    (await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.id, adminId)))[0]!;
  const auditActions = async () =>
    (
      await ctx.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.entityType, 'adminAccount'),
            eq(auditEvents.entityKey, String(adminId)),
          ),
        )
        .orderBy(auditEvents.id)
    ).map((row) => row.action);
  const otherSession = async () =>
    (await createSession(ctx.database.db, adminId, clock.now(), 48)).token;
  /** Sets up a new authenticator with `reauth`, confirms it, answers its secret and codes. */
  const enrol = async (reauth: Record<string, string>) => {
    const started = await post('/enrolment', reauth);
    expect(started.statusCode, started.body).toBe(200);
    const newSecret: string = started.json().response.secret;
    clock.advance(30_000);
    const confirmed = await post('/enrolment/confirm', {
      code: totpCodeAt(newSecret, clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { newSecret, codes: confirmed.json().response.recoveryCodes as string[] };
  };

  beforeAll(async () => {
    ({ token, adminId, username } = await createAdminToken(ctx.database, {
      now: clock.now(),
      ttlHours: 48,
    }));
  });

  it('a session alone cannot start a set-up: the password is asked for', async () => {
    expect((await post('/enrolment', {})).statusCode).toBe(400);
    const wrong = await post('/enrolment', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(REAUTHENTICATION_FAILED_MESSAGE);
    expect((await stored()).totpPendingSecret).toBeNull();
  });

  it('with the password: set up, stored sealed, audited, other sessions signed out', async () => {
    const elsewhere = await otherSession();
    ({ newSecret: secret, codes: recoveryCodes } = await enrol({ password: PASSWORD }));
    const row = await stored();
    expect(row.totpSecret).toMatch(/^enc1:[0-9a-f]{8}:/);
    expect(row.totpSecret).not.toContain(secret);
    expect((await status()).json().response).toEqual({ enrolled: true, recoveryCodesLeft: 10 });
    expect((await status(elsewhere)).statusCode).toBe(401);
    expect(await auditActions()).toContain('second-factor-set-up');
  });

  it('a stolen session with the password but no current code cannot replace it', async () => {
    const noCode = await post('/enrolment', { password: PASSWORD });
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json().message).toBe(CURRENT_CODE_NEEDED_MESSAGE);
    clock.advance(30_000);
    const wrongCode = totpCodeAt(secret, new Date(clock.now().getTime() - 10 * 60_000));
    expect((await post('/enrolment', { password: PASSWORD, code: wrongCode })).statusCode).toBe(
      403,
    );
    // A right code with a wrong password is refused too.
    const code = totpCodeAt(secret, clock.now());
    expect((await post('/enrolment', { password: 'guess-guess', code })).statusCode).toBe(403);
    expect((await stored()).totpPendingSecret).toBeNull();
    // Refusals are logged, not audited: a refused write changes no table (decision 024).
    expect(await auditActions()).toEqual(['second-factor-set-up']);
  });

  it('wrong tries wait after the limit, even with the right answers, then pass again', async () => {
    clock.advance(16 * 60_000); // the earlier refusals have left the window
    for (let i = 0; i < SECOND_FACTOR_CHANGE_FAILURES; i++) {
      expect((await post('/removal', { password: 'wrong-guess', code: '000000' })).statusCode).toBe(
        403,
      );
    }
    clock.advance(30_000);
    const right = { password: PASSWORD, code: totpCodeAt(secret, clock.now()) };
    const waiting = await post('/removal', right);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(16 * 60_000);
  });

  it('the password and the current code replace it: old codes stop working, audited', async () => {
    const elsewhere = await otherSession();
    clock.advance(30_000);
    const old = secret;
    ({ newSecret: secret, codes: recoveryCodes } = await enrol({
      password: PASSWORD,
      code: totpCodeAt(old, clock.now()),
    }));
    expect((await status(elsewhere)).statusCode).toBe(401);
    expect(await auditActions()).toContain('second-factor-replaced');
    clock.advance(30_000);
    const signIn = (code: string) =>
      call(ctx.app, {
        method: 'POST',
        url: `${M}/authenticate`,
        payload: { username, password: PASSWORD, code },
        remoteAddress: '10.29.1.1',
      });
    expect((await signIn(totpCodeAt(old, clock.now()))).statusCode).toBe(401);
    expect((await signIn(totpCodeAt(secret, clock.now()))).statusCode).toBe(200);
  });

  it('removal needs the password and a code (a recovery code will do); audited', async () => {
    const elsewhere = await otherSession();
    expect((await post('/removal', { password: PASSWORD })).statusCode).toBe(403);
    const removed = await post('/removal', { password: PASSWORD, code: recoveryCodes[0] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().response.enrolled).toBe(false);
    // The session opened here, and the sign-in of the test before.
    expect(removed.json().response.otherSessionsSignedOut).toBeGreaterThanOrEqual(1);
    expect((await status(elsewhere)).statusCode).toBe(401);
    expect((await status()).json().response).toEqual({ enrolled: false, recoveryCodesLeft: 0 });
    expect((await stored()).totpSecret).toBeNull();
    expect(await auditActions()).toContain('second-factor-removed');
  });

  describe('a secret stored in plain text before issue 29', () => {
    it('still signs in, and is sealed at that sign-in', async () => {
      const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      await ctx.database.db
        .update(adminUsers)
        .set({ totpSecret: plain, totpLastStep: null })
        .where(eq(adminUsers.id, adminId));
      clock.advance(60_000);
      const answer = await call(ctx.app, {
        method: 'POST',
        url: `${M}/authenticate`,
        payload: { username, password: PASSWORD, code: totpCodeAt(plain, clock.now()) },
        remoteAddress: '10.29.1.2',
      });
      expect(answer.statusCode).toBe(200);
      expect((await stored()).totpSecret).toMatch(/^enc1:/);
    });
  });
});
