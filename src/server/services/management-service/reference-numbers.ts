// Submission reference numbers: CSPRNG draws from the contract's alphabet (decision 002). The
// unique index is the arbiter; a clash (about 1 in 10^14 per pair) is simply drawn again.
import { getRandomValues } from 'node:crypto';
import { createReferenceNumber } from '../../../contract/submission.js';

export function newReferenceNumber(): string {
  return createReferenceNumber((bytes) => getRandomValues(bytes));
}

const MAX_ATTEMPTS = 8;

/**
 * Runs `insert` with fresh reference numbers until it stores one. `insert` answers null when the
 * number was taken (INSERT ... ON CONFLICT DO NOTHING, which leaves a transaction usable).
 */
export async function withFreshReferenceNumber<T>(
  insert: (referenceNumber: string) => Promise<T | null>,
  generate: () => string = newReferenceNumber,
): Promise<{ referenceNumber: string; result: T }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const referenceNumber = generate();
    const result = await insert(referenceNumber);
    if (result !== null) return { referenceNumber, result };
  }
  throw new Error(`No free reference number after ${MAX_ATTEMPTS} attempts`);
}
