import { describe, expect, it } from 'vitest';
import { socialFreshness } from './social-freshness.js';

const now = new Date('2025-06-01T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('socialFreshness', () => {
  it('is purple when there has been no post', () => {
    expect(socialFreshness(null, now)).toBe('purple');
  });

  it('is green under 365 days', () => {
    expect(socialFreshness(now, now)).toBe('green');
    expect(socialFreshness(new Date(daysBefore(365).getTime() + 1), now)).toBe('green');
  });

  it('is orange at 365 days or more', () => {
    expect(socialFreshness(daysBefore(365), now)).toBe('orange');
    expect(socialFreshness(daysBefore(1000), now)).toBe('orange');
  });

  it('is green for a post dated in the future', () => {
    expect(socialFreshness(new Date('2026-01-01T00:00:00Z'), now)).toBe('green');
  });
});
