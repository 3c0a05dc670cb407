import { z } from './zod.js';
import { FIELD_LIMITS } from './constants.js';
import { requiredText, requiredTypeError } from './fields.js';
import { messages } from './messages.js';

export const AuthenticateInputSchema = z.object({
  username: requiredText(FIELD_LIMITS.username),
  // Not trimmed: spaces may be part of a password.
  password: z
    .string({ error: requiredTypeError('text') })
    .min(1, { error: messages.required })
    .max(FIELD_LIMITS.password, { error: messages.maxLength(FIELD_LIMITS.password) }),
});
export type AuthenticateInput = z.input<typeof AuthenticateInputSchema>;

export const AuthenticateResponseSchema = z.object({
  token: z.string(),
  expires: z.iso.datetime({ offset: true }),
});
export type AuthenticateResponse = z.infer<typeof AuthenticateResponseSchema>;
