// The admin's second factor (TOTP) as the management service and the admin pages exchange it.
import { z } from './zod.js';

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
