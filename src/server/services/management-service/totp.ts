// The admin's second factor (decision 029; OWASP ASVS 5.0 6.3.3): time-based one-time
// passwords (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app reads them) through the
// maintained `otpauth` library, and one-use recovery codes. Codes a step either side of now are
// accepted for clock drift; a code's time step is remembered so the same code cannot sign in twice.
import { createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export interface TotpEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** otpauth://totp/… as the QR code holds it. */
  uri: string;
  /** The QR code as an SVG data URL, ready for an <img src>. */
  qrCode: string;
}

function totpFor(secret: string, issuer: string, account: string) {
  return new OTPAuth.TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export async function newEnrolment(issuer: string, account: string): Promise<TotpEnrolment> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, account).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The time step `code` belongs to when it is right for `secret` at `now` (±1 step), else null.
 * The caller refuses a step at or before the last one it accepted (a replayed code).
 */
export function verifyTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, 'x', 'x').validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for `secret` at `now`: for tests, and nothing else. */
export function totpCodeAt(secret: string, now: Date): string {
  return totpFor(secret, 'x', 'x').generate({ timestamp: now.getTime() });
}

/** Ten codes like `7f3k-9q2m-x4c8`: about 59 bits each, easy to read aloud and type. */
export function generateRecoveryCodes(): string[] {
  const alphabet = '23456789abcdefghjkmnpqrstuvwxyz'; // no 0/o, 1/l/i
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Recovery codes are stored as SHA-256: they are random, so no salt or slow hash is needed. */
export function hashRecoveryCode(code: string): string {
  const normalised = code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
