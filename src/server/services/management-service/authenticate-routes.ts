// Sign-in and sign-out (SPEC §7 /authenticate). Wrong credentials answer the same 401 whether or
// not the user exists, after the same amount of work; repeated failures are throttled.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCOUNT_UNDER_ATTACK_MESSAGE,
  AuthenticateInputSchema,
  AuthenticateResponseSchema,
  WRONG_CREDENTIALS_OR_CODE_MESSAGE,
} from '../../../contract/auth.js';
import { envelopeSchema, ErrorResponseSchema } from '../../../contract/list.js';
import type { Db } from '../../db/database.js';
import { adminUsers } from '../../db/schema.js';
import { requireAdmin } from '../../http/admin-auth.js';
import { errorBody } from '../../http/errors.js';
import type { LoginThrottle } from './login-throttle.js';
import { generatePassword, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { acceptSecondFactor, CODE_NEEDED_MESSAGE, WRONG_CODE_MESSAGE } from './second-factor.js';
import { adminSecurity, errorResponses, managementTags } from './route-support.js';
import { createSession, revokeSession } from '../../http/sessions.js';
import { openOrNull, type SecretBox } from './secret-box.js';
import { rekeySecondFactorSecrets } from './second-factor-secrets.js';

export const WRONG_CREDENTIALS_MESSAGE = 'The username or password is incorrect.';

// Verified against when the username is unknown, so both cases cost one scrypt.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(generatePassword()));

export const authenticateRoutes: FastifyPluginAsync<{
  throttle: LoginThrottle;
  box: SecretBox;
}> = async (plugin, { throttle, box }) => {
  void decoy(); // computed once per process, before the first sign-in needs it
  registerSignInRoute(plugin, throttle, box);
  registerSignOutRoute(plugin);
};

/** The account a sign-in names, whatever the case of the username; undefined when none. */
async function findAdminUser(db: Db, username: string) {
  const [user] = await db
    .select({
      id: adminUsers.id,
      passwordHash: adminUsers.passwordHash,
      totpSecret: adminUsers.totpSecret,
    })
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, username.toLowerCase()));
  return user;
}

/** Notes the sign-in's time on the account, and rehashes a password kept at an older cost. */
async function recordSignIn(
  db: Db,
  user: { id: number; passwordHash: string },
  password: string,
  now: Date,
) {
  await db
    .update(adminUsers)
    .set({
      lastLoginAt: now,
      // A hash made at an older, lower cost is redone now that the password is at hand.
      ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(password) } : {}),
    })
    .where(eq(adminUsers.id, user.id));
}

/** 429 with Retry-After: this address (or account, without a second factor) must wait. */
function tooManyFailures(reply: FastifyReply, wait: number) {
  return reply
    .status(429)
    .header('Retry-After', String(wait))
    .send(
      errorBody(
        429,
        `Too many failed sign-in attempts. Please wait ${wait} seconds and try again.`,
      ),
    );
}

/** POST /authenticate: password, then the second factor when the account has one, then a token. */
function registerSignInRoute(plugin: FastifyInstance, throttle: LoginThrottle, box: SecretBox) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.post(
    '/authenticate',
    {
      config: { publicRoute: true },
      schema: {
        tags: managementTags,
        summary: 'Sign in: answers a token for the `token` header and when it expires',
        description:
          'An account with a second factor (TOTP) answers 401 with `secondFactorRequired: true` until the same request also carries `code`: the 6-digit code from the authenticator app (each code signs in once) or an unused recovery code. Failures are throttled per address and per username with growing waits (429 with Retry-After).',
        body: AuthenticateInputSchema,
        response: {
          200: envelopeSchema(AuthenticateResponseSchema),
          401: ErrorResponseSchema.extend({
            result: z.literal(false),
            secondFactorRequired: z.boolean().optional(),
          }),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { username, password, code } = request.body;
      const attempt = { clientAddress: request.ip, username };
      const wait = await throttle.retryAfterSeconds(attempt, app.clock.now());
      if (wait > 0) return tooManyFailures(reply, wait);
      // Past the username's ceiling the second factor is the gate (decision 122): without a code
      // nothing is checked (no password oracle), and every username answers alike.
      const underAttack = await throttle.accountUnderAttackSeconds(attempt, app.clock.now());
      if (underAttack > 0 && !code) {
        return reply.status(401).send({
          ...errorBody(401, ACCOUNT_UNDER_ATTACK_MESSAGE),
          result: false as const,
          secondFactorRequired: true as const,
        });
      }
      const user = await findAdminUser(db, username);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
      const refuse = async (message: string, extra: { secondFactorRequired?: true } = {}) => {
        await throttle.recordFailure(attempt, app.clock.now());
        return reply
          .status(401)
          .send({ ...errorBody(401, message), result: false as const, ...extra });
      };
      const gated = Boolean(user?.totpSecret) && app.config.TOTP_REQUIRED;
      if (underAttack > 0 && !gated) {
        // No second factor to be the gate: the account waits, as before (decision 122).
        if (!valid) await throttle.recordFailure(attempt, app.clock.now());
        return tooManyFailures(reply, underAttack);
      }
      if (underAttack > 0 && !valid) {
        return refuse(WRONG_CREDENTIALS_OR_CODE_MESSAGE, { secondFactorRequired: true });
      }
      if (!user || !valid) return refuse(WRONG_CREDENTIALS_MESSAGE);
      // Both factors before a token (decision 029). Asking for the code is not a failure.
      if (user.totpSecret && app.config.TOTP_REQUIRED) {
        if (!code) {
          return reply.status(401).send({
            ...errorBody(401, CODE_NEEDED_MESSAGE),
            result: false as const,
            secondFactorRequired: true,
          });
        }
        const totpSecret = openOrNull(box, user.totpSecret, user.id, request.log);
        const secondFactor = { id: user.id, totpSecret };
        if (!(await acceptSecondFactor(db, secondFactor, code, app.clock.now()))) {
          const message = underAttack > 0 ? WRONG_CREDENTIALS_OR_CODE_MESSAGE : WRONG_CODE_MESSAGE;
          return refuse(message, { secondFactorRequired: true });
        }
      }
      await throttle.recordSuccess(attempt);
      const now = app.clock.now();
      await recordSignIn(db, user, password, now);
      // A secret from before encryption, or under a rotated-out key, is sealed anew (decision 121).
      if (user.totpSecret && box.canSeal && !box.isCurrent(user.totpSecret)) {
        await rekeySecondFactorSecrets(db, box);
      }
      const session = await createSession(db, user.id, now, app.config.SESSION_TTL_HOURS);
      return {
        result: true as const,
        response: { token: session.token, expires: session.expires.toISOString() },
      };
    },
  );
}

/** DELETE /authenticate: revokes the token the request carries. */
function registerSignOutRoute(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.delete(
    '/authenticate',
    {
      schema: {
        tags: managementTags,
        security: adminSecurity,
        summary: 'Sign out: revokes the token in the `token` header',
        response: {
          200: z.object({ response: z.null(), result: z.literal(true) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const header = request.headers.token;
      const token = Array.isArray(header) ? header[0] : header;
      if (token) await revokeSession(db, token, app.clock.now());
      return { response: null, result: true as const };
    },
  );
}
