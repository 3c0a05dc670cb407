// The admin's second factor (TOTP) as the management service and the admin pages exchange it.
import { z } from './zod.js';
import { FIELD_LIMITS } from './constants.js';
import { SECOND_FACTOR_CODE_MAX_LENGTH } from './auth.js';
import { requiredTypeError } from './fields.js';
import { messages } from './messages.js';

export const SECOND_FACTOR_PATH = '/management-service/v1/account/second-factor';

export const SecondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** Unused recovery codes left; 0 when not enrolled. */
  recoveryCodesLeft: z.number().int().min(0),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

export const SecondFactorEnrolmentSchema = z.object({
  /** Base32, for typing into an app that cannot scan the QR code. */
  secret: z.string(),
  uri: z.string(),
  /** An SVG data URL. */
  qrCode: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof SecondFactorEnrolmentSchema>;

export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code your authenticator app shows.';
export const ConfirmSecondFactorInputSchema = z.object({
  code: z
    .string({ error: TOTP_CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, { error: TOTP_CODE_MESSAGE }),
});

export const RecoveryCodesSchema = z.object({
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const WRONG_ENROLMENT_CODE_MESSAGE =
  'That code does not match. Check the time on your phone, then enter the code it shows now.';
export const NO_PENDING_ENROLMENT_MESSAGE = 'Start again: scan a new QR code first.';

/**
 * Changing or removing the second factor asks again for what signing in asks for (decision 121): the
 * password, and the current code or a recovery code once a second factor is on. A session alone
 * (a stolen token) cannot replace or remove it.
 */
export const ReauthenticationInputSchema = z.object({
  // Not trimmed: spaces may be part of a password.
  password: z
    .string({ error: requiredTypeError('text') })
    .min(1, { error: messages.required })
    .max(FIELD_LIMITS.password, { error: messages.maxLength(FIELD_LIMITS.password) }),
  code: z
    .string({ error: requiredTypeError('text') })
    .trim()
    .max(SECOND_FACTOR_CODE_MAX_LENGTH, {
      error: messages.maxLength(SECOND_FACTOR_CODE_MAX_LENGTH),
    })
    .optional(),
});
export type ReauthenticationInput = z.input<typeof ReauthenticationInputSchema>;

export const REAUTHENTICATION_FAILED_MESSAGE =
  'The password or code is incorrect. Enter your password and a new code from your authenticator app, or a recovery code.';
export const CURRENT_CODE_NEEDED_MESSAGE =
  'Enter the code from your current authenticator app (or a recovery code) as well as your password.';
export const NOT_ENROLLED_MESSAGE = 'Two-step sign-in is not on for this account.';
export const TOO_MANY_CHANGE_ATTEMPTS_MESSAGE = (seconds: number) =>
  `Too many wrong passwords or codes. Please wait ${seconds} seconds and try again.`;
export const ENCRYPTION_KEY_MISSING_MESSAGE =
  'Two-step sign-in cannot be set up until the server has a TOTP_ENCRYPTION_KEY. Please ask whoever runs the server.';
/** Wrong passwords or codes a quarter of an hour, per account, before changes wait (decision 121). */
export const SECOND_FACTOR_CHANGE_FAILURES = 5;

/** What a removal answers. */
export const SecondFactorChangeSchema = z.object({
  enrolled: z.boolean(),
  /** Sessions of the account ended by the change (every one but the session that made it). */
  otherSessionsSignedOut: z.number().int().min(0),
});
export type SecondFactorChange = z.infer<typeof SecondFactorChangeSchema>;
