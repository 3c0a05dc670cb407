import { z } from './zod.js';
import { messages } from './messages.js';

/**
 * Submission reference numbers (DESIGN: unguessable, human-typable, not the row id). Ten
 * characters from 31 symbols give 31^10 ≈ 8 × 10^14 values (about 49 bits): far beyond
 * guessing at any rate limit, and short enough to read over the phone.
 */

/** No 0/O, 1/I/L: the pairs people misread or mistype. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_NUMBER_LENGTH = 10;
const GROUP_SIZE = 5;

const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_NUMBER_LENGTH}}$`);

/** What people type back ('abcde-23456 ', 'ABCDE 23456') → the canonical 'ABCDE23456'. */
export function normaliseReferenceNumber(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

/** True for the canonical form only; normalise user input first. */
export function isReferenceNumber(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}

/** 'ABCDE23456' → 'ABCDE-23456', easier to read and copy. */
export function formatReferenceNumber(referenceNumber: string): string {
  const canonical = normaliseReferenceNumber(referenceNumber);
  const groups: string[] = [];
  for (let i = 0; i < canonical.length; i += GROUP_SIZE) {
    groups.push(canonical.slice(i, i + GROUP_SIZE));
  }
  return groups.join('-');
}

/**
 * A new reference number from a source of random bytes: `(bytes) => crypto.getRandomValues(bytes)`
 * works in the browser and in Node alike. `fill` must fill the array it is given in place.
 * Bytes of 248 and above are skipped, as 248 = 8 × 31 is the largest multiple of the alphabet
 * size that fits a byte: taking them modulo 31 would favour some letters.
 */
export function createReferenceNumber(fill: (bytes: Uint8Array<ArrayBuffer>) => unknown): string {
  const size = REFERENCE_ALPHABET.length;
  const limit = Math.floor(256 / size) * size;
  let result = '';
  while (result.length < REFERENCE_NUMBER_LENGTH) {
    const bytes = new Uint8Array(16);
    fill(bytes);
    for (const byte of bytes) {
      if (byte < limit && result.length < REFERENCE_NUMBER_LENGTH) {
        result += REFERENCE_ALPHABET[byte % size];
      }
    }
  }
  return result;
}

export const ReferenceNumberSchema = z
  .string({ error: messages.referenceNumber })
  .transform(normaliseReferenceNumber)
  .refine(isReferenceNumber, { error: messages.referenceNumber });

/**
 * The header a submission carries so a retry (a double click, a dropped mobile connection) is
 * answered with the first submission instead of making a second (decision 029). The wizard makes one
 * UUID when it opens; the server accepts UUIDs only.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = z.uuid({
  error: `${IDEMPOTENCY_KEY_HEADER} must be a UUID.`,
});
