import { describe, expect, it } from 'vitest';
import { isTokenUsable } from './auth-token.js';

describe('isTokenUsable', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('is usable until its expiry', () => {
    expect(isTokenUsable('2025-06-01T12:00:01Z', now)).toBe(true);
    expect(isTokenUsable('2025-06-01T12:00:00Z', now)).toBe(false);
  });

  it('is not usable without a readable expiry (SPEC §4)', () => {
    expect(isTokenUsable(null, now)).toBe(false);
    expect(isTokenUsable(undefined, now)).toBe(false);
    expect(isTokenUsable('never', now)).toBe(false);
  });
});
