import { z } from './zod.js';
import { FIELD_LIMITS } from './constants.js';
import { requiredText, requiredTypeError } from './fields.js';
import { messages } from './messages.js';

/** Long enough for a recovery code typed with spaces; a TOTP code is 6 digits. */
export const SECOND_FACTOR_CODE_MAX_LENGTH = 40;

export const AuthenticateInputSchema = z.object({
  username: requiredText(FIELD_LIMITS.username),
  // Not trimmed: spaces may be part of a password.
  password: z
    .string({ error: requiredTypeError('text') })
    .min(1, { error: messages.required })
    .max(FIELD_LIMITS.password, { error: messages.maxLength(FIELD_LIMITS.password) }),
  /**
   * The second factor, for an account that has enrolled one: the 6-digit code from the
   * authenticator app, or a recovery code. Sent again with the username and password.
   */
  code: z
    .string({ error: requiredTypeError('text') })
    .trim()
    .max(SECOND_FACTOR_CODE_MAX_LENGTH, {
      error: messages.maxLength(SECOND_FACTOR_CODE_MAX_LENGTH),
    })
    .optional(),
});
export type AuthenticateInput = z.input<typeof AuthenticateInputSchema>;

export const AuthenticateResponseSchema = z.object({
  token: z.string(),
  expires: z.iso.datetime({ offset: true }),
});
export type AuthenticateResponse = z.infer<typeof AuthenticateResponseSchema>;

/** A 401 from sign-in says this when the password was right and a second-factor code is due. */
export const SecondFactorRequiredSchema = z.object({ secondFactorRequired: z.literal(true) });

/**
 * Sign-in while an account is under a spread-out attack (many failures from many addresses,
 * decision 122): the password alone is not checked, the second factor is the gate, so the
 * account's admin still signs in with both.
 */
export const ACCOUNT_UNDER_ATTACK_MESSAGE =
  'There have been many failed sign-ins to this account. Enter your password and the code from your authenticator app (or a recovery code) to sign in.';
/** The same answer for a wrong password and a wrong code then: neither is confirmed alone. */
export const WRONG_CREDENTIALS_OR_CODE_MESSAGE = 'The username, password or code is incorrect.';

// The admin cookies' names live with the other cookie code, which holds no zod schema: the
// browser's shell reads them on every page, and importing them from here would bring this
// module's schemas and zod into every first view (decision 096).
export { ADMIN_TOKEN_COOKIE, ADMIN_TOKEN_EXPIRES_COOKIE } from './cookies.js';
