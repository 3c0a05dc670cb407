// Issue 29, item 2: behind a trusted proxy, 300 failed sign-ins an hour from a few addresses
// locked the real admin out for about an hour without knowing the password. Now, past the
// username's ceiling, the second factor is the gate: the admin signs in from a new address with
// the password and a code; the attackers' guesses (with or without the password) get no token
// and confirm nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  ACCOUNT_UNDER_ATTACK_MESSAGE,
  WRONG_CREDENTIALS_OR_CODE_MESSAGE,
} from '../../../src/contract/auth.js';
import { adminUsers } from '../../../src/server/db/schema.js';
import { LOGIN_TIERS } from '../../../src/server/services/management-service/login-throttle.js';
import { totpCodeAt } from '../../../src/server/services/management-service/totp.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { call, M, manualClock } from '../management-service/helpers.js';

const PASSWORD = 'test-password-123';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ACCOUNT_CEILING = LOGIN_TIERS.find((tier) => tier.scope === 'username')!.limit;

describeEachEngine('a spread-out attack on the admin account', (engine) => {
  const clock = manualClock();
  const ctx = useTestApp(engine, { clock, env: { TRUST_PROXY: 'true', TOTP_REQUIRED: 'true' } });
  let enrolled: string;
  let plain: string;

  /** Through the proxy: the client's address is the X-Forwarded-For the proxy adds. */
  const signIn = (username: string, address: string, body: Record<string, string>) =>
    call(ctx.app, {
      method: 'POST',
      url: `${M}/authenticate`,
      payload: { username, ...body },
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': address },
    });

  /** The attack: the account's ceiling of failures from 30 addresses, 10 each, in a minute. */
  const attack = async (username: string, network: string) => {
    for (let i = 0; i < ACCOUNT_CEILING; i++) {
      const address = `${network}.${Math.floor(i / 10) + 1}`;
      const answer = await signIn(username, address, { password: `guess-${i}` });
      expect(answer.statusCode).toBe(401);
    }
  };

  beforeAll(async () => {
    ({ username: enrolled } = await createAdminToken(ctx.database));
    ({ username: plain } = await createAdminToken(ctx.database));
    // The enrolled admin's secret, stored in plain text: read as a secret from before sealing.
    await ctx.database.db
      .update(adminUsers)
      .set({ totpSecret: SECRET })
      .where(eq(adminUsers.username, enrolled));
  });

  it('after the attack, more guesses are not even checked: the code is asked for', async () => {
    await attack(enrolled, '203.0.113');
    const guess = await signIn(enrolled, '198.51.100.7', { password: 'another-guess' });
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toMatchObject({
      message: ACCOUNT_UNDER_ATTACK_MESSAGE,
      secondFactorRequired: true,
    });
    // The right password alone answers exactly the same: nothing is confirmed.
    const right = await signIn(enrolled, '198.51.100.7', { password: PASSWORD });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(guess.json());
    expect(right.body).not.toContain('token"');
  });

  it('a wrong code, or a right code with a wrong password, answers the same refusal', async () => {
    const wrongCode = await signIn(enrolled, '198.51.100.8', {
      password: PASSWORD,
      code: '000000',
    });
    const wrongPassword = await signIn(enrolled, '198.51.100.9', {
      password: 'guess-again',
      code: totpCodeAt(SECRET, clock.now()),
    });
    for (const answer of [wrongCode, wrongPassword]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(WRONG_CREDENTIALS_OR_CODE_MESSAGE);
    }
  });

  it('the real admin signs in from a new address with the password and a code', async () => {
    clock.advance(30_000);
    const answer = await signIn(enrolled, '192.0.2.44', {
      password: PASSWORD,
      code: totpCodeAt(SECRET, clock.now()),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().response.token).toEqual(expect.any(String));
  });

  it('an account with no second factor waits, as before: nothing else can tell the admin apart', async () => {
    await attack(plain, '198.18.0');
    const answer = await signIn(plain, '192.0.2.45', { password: PASSWORD, code: '123456' });
    expect(answer.statusCode).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });
});
