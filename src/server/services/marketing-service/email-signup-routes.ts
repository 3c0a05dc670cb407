// POST /marketing-service/v1/email/signup {email}: asks to join the mailing list and mails a
// confirmation link (double opt-in, decision 160; the links' routes are email-link-routes.ts). A repeat answers the same success (it reveals nothing about who signed up); attempts
// are rate-limited per address and per client (decision 023), and mails by a cooldown.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField } from '../../../contract/fields.js';
import { ErrorResponseSchema } from '../../../contract/list.js';
import { EMAIL_SIGNUP_PATHS, EmailSignupResponseSchema } from '../../../contract/email-signup.js';
import { errorBody } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import { signupConfirmationMail } from './signup-confirmation-mail.js';
import { recordSignup } from './signup-repository.js';

export const EmailSignupInputSchema = z.object({ email: emailField() });

export const SIGNUPS_PER_EMAIL_PER_HOUR = 5;
export const SIGNUPS_PER_CLIENT_PER_HOUR = 30;

export interface EmailSignupOptions {
  perEmail?: RateLimiter;
  perClient?: RateLimiter;
}

export const emailSignupRoutes: FastifyPluginAsync<EmailSignupOptions> = async (
  plugin,
  options,
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const hour = 3_600_000;
  const perEmail =
    options.perEmail ??
    plugin.sharedState.rateLimiter('signup-email', {
      limit: SIGNUPS_PER_EMAIL_PER_HOUR,
      windowMs: hour,
    });
  const perClient =
    options.perClient ??
    plugin.sharedState.rateLimiter('signup-client', {
      limit: SIGNUPS_PER_CLIENT_PER_HOUR,
      windowMs: hour,
    });

  app.post(
    EMAIL_SIGNUP_PATHS.signup,
    {
      schema: {
        tags: ['marketing-service'],
        summary:
          'Ask to join the mailing list: a confirmation link is mailed (the same answer whether or not the address was already on it)',
        body: EmailSignupInputSchema,
        response: {
          200: EmailSignupResponseSchema,
          400: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email;
      const now = app.clock.now();
      const wait = Math.max(
        await perClient.consume(`signup:client:${request.ip}`, now),
        await perEmail.consume(`signup:email:${email.toLowerCase()}`, now),
      );
      if (wait > 0) {
        return reply
          .status(429)
          .header('Retry-After', String(wait))
          .send(
            errorBody(
              429,
              `Too many sign-up attempts. Please try again in ${Math.ceil(wait / 60)} minute(s).`,
            ),
          );
      }
      const { config } = app;
      const queued = await recordSignup(app.database.db, email, now, (token, address) =>
        signupConfirmationMail({
          to: address,
          token,
          productName: config.PRODUCT_NAME,
          publicUrl: config.PUBLIC_URL,
        }),
      );
      if (queued) app.outbox.wake();
      return { result: true as const };
    },
  );
};
