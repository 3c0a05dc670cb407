// The mailing list's double opt-in (decision 160): the sign-up mails a link, the address joins
// the list only when its owner follows it, and every mail carries a link that unsubscribes
// without signing in. Both links carry one random token; the server keeps only its hash.
import { z } from 'zod';

export const EMAIL_SIGNUP_PATHS = {
  signup: '/marketing-service/v1/email/signup',
  confirm: '/marketing-service/v1/email/confirm',
  /** Also the List-Unsubscribe target: RFC 8058 one-click posts to it with ?token=. */
  unsubscribe: '/marketing-service/v1/email/unsubscribe',
} as const;

/** An unconfirmed address is forgotten this long after its confirmation mail. */
export const SIGNUP_CONFIRM_DAYS = 7;
/** A repeated sign-up sends no new mail within this many minutes of the last one. */
export const SIGNUP_RESEND_COOLDOWN_MINUTES = 10;

/** 32 random bytes in base64url. */
export const emailTokenSchema = z
  .string({ error: 'This link is not complete. Please open it from the email again.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete. Please open it from the email again.');

export const EmailTokenInputSchema = z.object({ token: emailTokenSchema });

export const EMAIL_SIGNUP_MESSAGES = {
  /** The banner once the confirmation mail is on its way. */
  checkInboxTitle: 'Nearly there: check your inbox',
  checkInbox:
    'We have emailed you a link. Open it to confirm your sign-up; until then we send you nothing else.',
  confirmed: "You're on the list! Thanks for confirming your email address.",
  confirmLinkInvalid:
    'This confirmation link has expired or is no longer valid. Please sign up again from the home page.',
  unsubscribed: 'You have been unsubscribed and your address removed from our list.',
  mailSubject: (productName: string) => `Please confirm your ${productName} sign-up`,
} as const;

export const EmailSignupResponseSchema = z.object({ result: z.literal(true) });
