// A page's CSP nonce: 128 random bits, fresh for every response (CSP Level 3 asks for at least
// 128). They are cut from a buffer the system's CSPRNG fills 256 nonces at a time: one call into
// the generator per 256 pages instead of one per page, which was about 5 % of a kept page's cost.
// A nonce is never reused: each is its own 16 bytes of the buffer, and a new buffer is filled
// before any byte would be read twice.
import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;
const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
let next = pool.length;

export function newCspNonce(): string {
  if (next + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const nonce = pool.toString('base64', next, next + NONCE_BYTES);
  next += NONCE_BYTES;
  return nonce;
}
