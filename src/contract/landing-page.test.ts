import { describe, expect, it } from 'vitest';
import { landingPageName } from './landing-page.js';
import { LandingPagesResponseSchema } from './landing-page-schema.js';

describe('landing pages', () => {
  it('are named by their category and region', () => {
    expect(landingPageName('Museums', 'Yorkshire')).toBe('Museums in Yorkshire');
  });

  it('refuse a negative or fractional count', () => {
    const row = {
      regionName: 'wales',
      regionDisplayName: 'Wales',
      categoryName: 'museum',
      categoryDisplayName: 'Museums',
    };
    expect(
      LandingPagesResponseSchema.safeParse({ results: [{ ...row, attractionCount: 4 }] }).success,
    ).toBe(true);
    expect(
      LandingPagesResponseSchema.safeParse({ results: [{ ...row, attractionCount: -1 }] }).success,
    ).toBe(false);
    expect(
      LandingPagesResponseSchema.safeParse({ results: [{ ...row, attractionCount: 1.5 }] }).success,
    ).toBe(false);
  });
});
