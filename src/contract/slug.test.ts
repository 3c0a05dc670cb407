import { describe, expect, it } from 'vitest';
import { deriveSlug, isSlug } from './slug.js';

describe('deriveSlug', () => {
  it.each([
    ['Theme Parks', 'themeparks'],
    ['Café & Tea-Room', 'cafetearoom'],
    ['Wheelchair Access', 'wheelchairaccess'],
    ['Baby|Changing', 'babychanging'],
    ['National Parks 2', 'nationalparks2'],
    ['  Zoo  ', 'zoo'],
    ['Crème Brûlée', 'cremebrulee'],
  ])('turns %j into %j', (displayName, slug) => {
    expect(deriveSlug(displayName)).toBe(slug);
  });

  it('gives an empty slug when nothing survives', () => {
    expect(deriveSlug('&&& ---')).toBe('');
  });
});

describe('isSlug', () => {
  it('accepts lowercase letters and digits only', () => {
    expect(isSlug('themepark')).toBe(true);
    expect(isSlug('zoo2')).toBe(true);
    expect(isSlug('')).toBe(false);
    expect(isSlug('Zoo')).toBe(false);
    expect(isSlug('theme-park')).toBe(false);
    expect(isSlug('theme park')).toBe(false);
  });
});
