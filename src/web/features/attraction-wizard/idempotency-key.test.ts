import { describe, expect, it } from 'vitest';
import { IdempotencyKeySchema } from '../../../contract/submission';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes a UUID the server accepts, different each time', () => {
    const key = newIdempotencyKey();
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('makes one without crypto.randomUUID (plain-http pages)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(IdempotencyKeySchema.safeParse(newIdempotencyKey()).success).toBe(true);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
