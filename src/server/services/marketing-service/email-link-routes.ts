// The links in mailing-list mails (decision 160): confirm a sign-up, or leave the list without
// signing in. Both take the token the mail carried; only its hash is stored.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_SIGNUP_MESSAGES,
  EMAIL_SIGNUP_PATHS,
  EmailSignupResponseSchema,
  EmailTokenInputSchema,
  emailTokenSchema,
} from '../../../contract/email-signup.js';
import { ErrorResponseSchema } from '../../../contract/list.js';
import { errorBody } from '../../http/errors.js';
import { confirmSignup, forgetExpiredSignups, unsubscribe } from './signup-repository.js';

export const emailLinkRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    EMAIL_SIGNUP_PATHS.confirm,
    {
      schema: {
        tags: ['marketing-service'],
        summary: "Confirm a sign-up with the token from its mail's link",
        body: EmailTokenInputSchema,
        response: {
          200: EmailSignupResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const confirmed = await confirmSignup(app.database.db, request.body.token, app.clock.now());
      if (!confirmed) {
        return reply.status(404).send(errorBody(404, EMAIL_SIGNUP_MESSAGES.confirmLinkInvalid));
      }
      return { result: true as const };
    },
  );

  // The token comes in the body (our page) or the query (RFC 8058 one-click from a mail client,
  // whose form body is List-Unsubscribe=One-Click). Unknown tokens answer the same: already gone.
  // Only this plugin's routes read form posts.
  plugin.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2_048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    EMAIL_SIGNUP_PATHS.unsubscribe,
    {
      schema: {
        tags: ['marketing-service'],
        summary: 'Leave the mailing list with the token from any of its mails (no sign-in)',
        querystring: z.object({ token: emailTokenSchema.optional() }),
        response: { 200: EmailSignupResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body as { token?: unknown } | undefined;
      const parsed = emailTokenSchema.safeParse(request.query.token ?? body?.token);
      if (!parsed.success) {
        return reply
          .status(400)
          .send(errorBody(400, parsed.error.issues[0]?.message ?? 'Bad link'));
      }
      await unsubscribe(app.database.db, parsed.data);
      return { result: true as const };
    },
  );

  // Unconfirmed addresses are forgotten once their link expires (checked hourly).
  const sweep = setInterval(() => {
    forgetExpiredSignups(app.database.db, app.clock.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not forget expired sign-ups'),
    );
  }, 3_600_000);
  sweep.unref();
  plugin.addHook('onClose', async () => clearInterval(sweep));
};
