import { describe, expect, it } from 'vitest';
import { newCspNonce } from './csp-nonce.js';

describe('newCspNonce', () => {
  it('gives 128-bit base64 nonces that never repeat across many fills of its pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = newCspNonce();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2000);
  });
});
