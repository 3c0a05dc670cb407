// The token in a mail's links: 32 random bytes, base64url. Only its sha256 is stored, so a copy
// of the database cannot confirm or unsubscribe anyone.
import { createHash, randomBytes } from 'node:crypto';

export function newEmailToken(): string {
  return randomBytes(32).toString('base64url');
}

export function emailTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
