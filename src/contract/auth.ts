import { z } from './zod.js';
import { FIELD_LIMITS } from './constants.js';
import { requiredText, requiredTypeError } from './fields.js';
import { messages } from './messages.js';

/** Admin calls carry the token in a header of this name (SPEC §6). */
export const ADMIN_TOKEN_HEADER = 'token';

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

/** SPEC §4: a token is cleared when expired or without an expiry. */
export function isTokenUsable(expires: string | null | undefined, now: Date): boolean {
  if (expires === null || expires === undefined) return false;
  const expiry = Date.parse(expires);
  return Number.isFinite(expiry) && expiry > now.getTime();
}
