import { describe, expect, it } from 'vitest';
import { socialProfileUrl } from './social-links.js';

describe('socialProfileUrl', () => {
  it('builds each network’s profile link from a handle', () => {
    expect(socialProfileUrl('facebook', 'chesterzoo')).toBe('https://www.facebook.com/chesterzoo');
    expect(socialProfileUrl('twitter', 'chester_zoo')).toBe('https://twitter.com/chester_zoo');
    expect(socialProfileUrl('instagram', 'chester.zoo')).toBe(
      'https://www.instagram.com/chester.zoo',
    );
  });

  it('tolerates a stray @ and spaces from older data', () => {
    expect(socialProfileUrl('twitter', ' @chesterzoo ')).toBe('https://twitter.com/chesterzoo');
  });

  it('gives no link without a handle', () => {
    expect(socialProfileUrl('facebook', null)).toBeNull();
    expect(socialProfileUrl('facebook', '  ')).toBeNull();
  });
});
