// The admin's second factor (decisions 029 and 121): start shows a QR code and the secret;
// confirm with a code from the app turns it on and answers ten recovery codes, shown this once.
// Until confirmed the account signs in as before, so a half-finished enrolment locks no one out.
// Starting (a first set-up or a new phone) and removing ask again for the password, and for the
// current code once one is on (second-factor-guard.ts): a session alone cannot change how the
// account signs in. A change signs the admin's other sessions out and is audited. Secrets are
// stored sealed (secret-box.ts, decision 121).
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../contract/list.js';
import {
  ConfirmSecondFactorInputSchema,
  ENCRYPTION_KEY_MISSING_MESSAGE,
  NO_PENDING_ENROLMENT_MESSAGE,
  NOT_ENROLLED_MESSAGE,
  ReauthenticationInputSchema,
  RecoveryCodesSchema,
  SecondFactorChangeSchema,
  SecondFactorEnrolmentSchema,
  SecondFactorStatusSchema,
  WRONG_ENROLMENT_CODE_MESSAGE,
} from '../../../contract/second-factor.js';
import { adminRecoveryCodes, adminUsers } from '../../db/schema.js';
import { requireAdmin } from '../../http/admin-auth.js';
import { HttpError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import { revokeOtherSessions } from '../../http/sessions.js';
import { adminSecurity, errorResponses, managementTags, ok } from './route-support.js';
import type { SecretBox } from './secret-box.js';
import {
  auditSecondFactor,
  reauthenticate,
  type GuardDependencies,
} from './second-factor-guard.js';
import { generateRecoveryCodes, hashRecoveryCode, newEnrolment, verifyTotp } from './totp.js';

const PATH = '/account/second-factor';

/** The token the request signed in with: the one session a change leaves signed in. */
function tokenOf(request: FastifyRequest): string {
  const header = request.headers.token;
  return (Array.isArray(header) ? header[0] : header) ?? '';
}

export const secondFactorRoutes: FastifyPluginAsync<{
  changeLimiter: RateLimiter;
  box: SecretBox;
}> = async (plugin, { changeLimiter, box }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const common = { tags: managementTags, security: adminSecurity };
  const guard = { app, limiter: changeLimiter, box };

  app.get(
    PATH,
    {
      schema: {
        ...common,
        summary: "Whether the signed-in admin's account has a second factor",
        response: { 200: envelopeSchema(SecondFactorStatusSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const [user] = await db
        .select({ secret: adminUsers.totpSecret })
        .from(adminUsers)
        .where(eq(adminUsers.id, admin.id));
      const [left] = await db
        .select({ n: count() })
        .from(adminRecoveryCodes)
        .where(
          and(eq(adminRecoveryCodes.adminUserId, admin.id), isNull(adminRecoveryCodes.usedAt)),
        );
      return ok({ enrolled: Boolean(user?.secret), recoveryCodesLeft: Number(left?.n ?? 0) });
    },
  );

  app.post(
    `${PATH}/enrolment`,
    {
      schema: {
        ...common,
        summary:
          'Start setting up a TOTP second factor (a first one, or a new phone): needs the password, and the current code or a recovery code once one is on; answers the QR code and the secret',
        body: ReauthenticationInputSchema,
        response: {
          200: envelopeSchema(SecondFactorEnrolmentSchema),
          ...errorResponses(400, 401, 403, 429, 503),
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      if (!box.canSeal) throw new HttpError(503, ENCRYPTION_KEY_MISSING_MESSAGE);
      await reauthenticate(guard, admin, request.body, 'set-up');
      const enrolment = await newEnrolment(app.config.PRODUCT_NAME, admin.username);
      await db
        .update(adminUsers)
        .set({ totpPendingSecret: box.seal(enrolment.secret, admin.id) })
        .where(eq(adminUsers.id, admin.id));
      return ok(enrolment);
    },
  );

  registerConfirmRoute(app, box);
  registerRemovalRoute(app, guard);
};

/** POST …/enrolment/confirm: the new app's code turns it on; other sessions end; audited. */
function registerConfirmRoute(plugin: FastifyInstance, box: SecretBox) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const common = { tags: managementTags, security: adminSecurity };
  app.post(
    `${PATH}/enrolment/confirm`,
    {
      schema: {
        ...common,
        summary:
          "Confirm enrolment with a code from the app: turns the second factor on (replacing any earlier one), signs the admin's other sessions out and answers ten recovery codes, shown only this once",
        body: ConfirmSecondFactorInputSchema,
        response: { 200: envelopeSchema(RecoveryCodesSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const [user] = await db
        .select({ pending: adminUsers.totpPendingSecret, secret: adminUsers.totpSecret })
        .from(adminUsers)
        .where(eq(adminUsers.id, admin.id));
      if (!user?.pending) throw new HttpError(400, NO_PENDING_ENROLMENT_MESSAGE);
      const now = app.clock.now();
      const step = verifyTotp(box.open(user.pending, admin.id), request.body.code, now);
      if (step === null) {
        throw new HttpError(400, `code: ${WRONG_ENROLMENT_CODE_MESSAGE}`, {
          code: [WRONG_ENROLMENT_CODE_MESSAGE],
        });
      }
      const recoveryCodes = generateRecoveryCodes();
      await db.transaction(async (tx) => {
        await tx
          .update(adminUsers)
          // The confirming code's step counts as used: it cannot also sign in.
          .set({ totpSecret: user.pending, totpPendingSecret: null, totpLastStep: step })
          .where(eq(adminUsers.id, admin.id));
        await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, admin.id));
        await tx.insert(adminRecoveryCodes).values(
          recoveryCodes.map((code) => ({
            adminUserId: admin.id,
            codeHash: hashRecoveryCode(code),
          })),
        );
        const signedOut = await revokeOtherSessions(tx, admin.id, tokenOf(request), now);
        await auditSecondFactor(
          tx,
          admin,
          user.secret ? 'second-factor-replaced' : 'second-factor-set-up',
          {
            secondFactor: { before: user.secret ? 'on' : 'off', after: 'on' },
            otherSessionsSignedOut: { before: null, after: signedOut },
          },
          now,
        );
      });
      return ok({ recoveryCodes });
    },
  );
}

/** POST …/removal: the password and a current or recovery code turn it off; audited. */
function registerRemovalRoute(plugin: FastifyInstance, guard: GuardDependencies) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const common = { tags: managementTags, security: adminSecurity };
  app.post(
    `${PATH}/removal`,
    {
      schema: {
        ...common,
        summary:
          "Turn the second factor off: needs the password and the current code or a recovery code; signs the admin's other sessions out",
        body: ReauthenticationInputSchema,
        response: {
          200: envelopeSchema(SecondFactorChangeSchema),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { enrolled } = await reauthenticate(guard, admin, request.body, 'remove');
      if (!enrolled) throw new HttpError(400, NOT_ENROLLED_MESSAGE);
      const now = app.clock.now();
      const signedOut = await db.transaction(async (tx) => {
        await tx
          .update(adminUsers)
          .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
          .where(eq(adminUsers.id, admin.id));
        await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, admin.id));
        const ended = await revokeOtherSessions(tx, admin.id, tokenOf(request), now);
        await auditSecondFactor(
          tx,
          admin,
          'second-factor-removed',
          {
            secondFactor: { before: 'on', after: 'off' },
            otherSessionsSignedOut: { before: null, after: ended },
          },
          now,
        );
        return ended;
      });
      return ok({ enrolled: false, otherSessionsSignedOut: signedOut });
    },
  );
}
