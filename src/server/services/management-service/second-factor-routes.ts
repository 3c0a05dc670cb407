// Enrolment of the admin's second factor (issue 15, fault 7): start shows a QR code and the
// secret; confirm with a code from the app turns it on and answers ten recovery codes, shown this
// once. Until confirmed the account signs in as before, so a half-finished enrolment locks no one
// out. Every route needs a signed-in admin and acts on that admin's own account.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../contract/list.js';
import {
  ConfirmSecondFactorInputSchema,
  NO_PENDING_ENROLMENT_MESSAGE,
  RecoveryCodesSchema,
  SecondFactorEnrolmentSchema,
  SecondFactorStatusSchema,
  WRONG_ENROLMENT_CODE_MESSAGE,
} from '../../../contract/second-factor.js';
import { adminRecoveryCodes, adminUsers } from '../../db/schema.js';
import { requireAdmin } from '../../http/admin-auth.js';
import { HttpError } from '../../http/errors.js';
import { adminSecurity, errorResponses, managementTags, ok } from './route-support.js';
import { generateRecoveryCodes, hashRecoveryCode, newEnrolment, verifyTotp } from './totp.js';

const PATH = '/account/second-factor';

export const secondFactorRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const common = { tags: managementTags, security: adminSecurity };

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
        summary: 'Start enrolling a TOTP second factor: answers the QR code and the secret',
        response: { 200: envelopeSchema(SecondFactorEnrolmentSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const enrolment = await newEnrolment(app.config.PRODUCT_NAME, admin.username);
      await db
        .update(adminUsers)
        .set({ totpPendingSecret: enrolment.secret })
        .where(eq(adminUsers.id, admin.id));
      return ok(enrolment);
    },
  );

  app.post(
    `${PATH}/enrolment/confirm`,
    {
      schema: {
        ...common,
        summary:
          'Confirm enrolment with a code from the app: turns the second factor on and answers ten recovery codes, shown only this once',
        body: ConfirmSecondFactorInputSchema,
        response: { 200: envelopeSchema(RecoveryCodesSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const [user] = await db
        .select({ pending: adminUsers.totpPendingSecret })
        .from(adminUsers)
        .where(eq(adminUsers.id, admin.id));
      if (!user?.pending) throw new HttpError(400, NO_PENDING_ENROLMENT_MESSAGE);
      const step = verifyTotp(user.pending, request.body.code, app.clock.now());
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
      });
      return ok({ recoveryCodes });
    },
  );
};
