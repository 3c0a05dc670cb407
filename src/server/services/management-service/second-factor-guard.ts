// The second factor guards itself (decision 121): setting one up, replacing it or
// removing it asks again for the password, and for the current code (or a recovery code) once one
// is on. Wrong answers are counted per account (five a quarter of an hour, then a wait) and
// logged; every change is written to the audit trail.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CURRENT_CODE_NEEDED_MESSAGE,
  REAUTHENTICATION_FAILED_MESSAGE,
  TOO_MANY_CHANGE_ATTEMPTS_MESSAGE,
  type ReauthenticationInput,
} from '../../../contract/second-factor.js';
import type { Executor } from '../../db/database.js';
import { adminUsers } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import type { Admin } from '../../http/sessions.js';
import { recordAudit } from './audit.js';
import { verifyPassword } from './passwords.js';
import { adminActor } from './route-support.js';
import { openOrNull, type SecretBox } from './secret-box.js';
import { acceptSecondFactor } from './second-factor.js';

/** A refusal that says how long to wait: 429 with Retry-After. */
const tooManyAttempts = (seconds: number) =>
  new HttpError(429, TOO_MANY_CHANGE_ATTEMPTS_MESSAGE(seconds), undefined, {
    'retry-after': String(seconds),
  });

export type SecondFactorAction = 'set-up' | 'remove';

export interface GuardDependencies {
  app: FastifyInstance;
  limiter: RateLimiter;
  box: SecretBox;
}

export interface Reauthenticated {
  /** Whether a second factor was on when the admin proved who they are. */
  enrolled: boolean;
}

/** Writes a second-factor event on the admin's account to the audit trail. */
export async function auditSecondFactor(
  executor: Executor,
  admin: Admin,
  action: string,
  changes: Record<string, { before: unknown; after: unknown }>,
  at: Date,
): Promise<void> {
  await recordAudit(executor, {
    actor: adminActor(admin),
    entityType: 'adminAccount',
    entityKey: admin.id,
    action,
    changes,
    at,
  });
}

/**
 * Checks the password and, when a second factor is on, its current code (a TOTP code is then
 * spent, as at sign-in); throws 403 (counted and audited) or 429 with the wait.
 */
export async function reauthenticate(
  { app, limiter, box }: GuardDependencies,
  admin: Admin,
  input: ReauthenticationInput,
  action: SecondFactorAction,
): Promise<Reauthenticated> {
  const { db } = app.database;
  const key = `second-factor-change:${admin.id}`;
  const wait = await limiter.retryAfterSeconds(key, app.clock.now());
  if (wait > 0) throw tooManyAttempts(wait);
  const [user] = await db
    .select({ passwordHash: adminUsers.passwordHash, totpSecret: adminUsers.totpSecret })
    .from(adminUsers)
    .where(eq(adminUsers.id, admin.id));
  if (!user) throw new HttpError(403, REAUTHENTICATION_FAILED_MESSAGE);
  const enrolled = user.totpSecret !== null;
  const passwordRight = await verifyPassword(input.password, user.passwordHash);
  const code = input.code?.trim() ?? '';
  const codeRight =
    !enrolled ||
    (passwordRight &&
      code !== '' &&
      (await acceptSecondFactor(
        db,
        { id: admin.id, totpSecret: openOrNull(box, user.totpSecret!, admin.id, app.log) },
        code,
        app.clock.now(),
      )));
  if (passwordRight && codeRight) return { enrolled };
  await limiter.record(key, app.clock.now());
  // Logged, not audited: a refused write changes no table (decision 024).
  app.log.warn({ adminUserId: admin.id, action }, 'second-factor change refused');
  // Without a code the answer says a code is needed, whatever the password: it tells nothing.
  throw new HttpError(
    403,
    enrolled && code === '' ? CURRENT_CODE_NEEDED_MESSAGE : REAUTHENTICATION_FAILED_MESSAGE,
  );
}
