// Password hashing with Node's built-in scrypt (no native add-on to build, memory-hard).
// Stored as scrypt$N$r$p$salt$hash so the cost can be raised later without breaking old hashes.
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

// OWASP's current minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1. It needs
// 128 * N * r = 128 MiB, above Node's default 32 MiB ceiling, hence maxmem. Hashes made at a lower
// cost still verify and are replaced at the next successful sign-in (needsRehash).
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

export type ScryptCost = typeof COST;

/** Hashes at today's cost; `cost` is for test fixtures that never sign in over HTTP. */
export async function hashPassword(password: string, cost: ScryptCost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  // A stored cost this process cannot compute (beyond maxmem) is a refusal, not a crash.
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  }).catch(() => null);
  if (!actual) return false;
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A password a person can copy from a log line: 24 URL-safe characters, ~143 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** True when `stored` was made at a lower cost than today's: rehash it with the password. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < COST.N || Number(r) < COST.r || Number(p) < COST.p;
}
