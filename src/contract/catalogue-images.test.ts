import { describe, expect, it } from 'vitest';
import { artVariant, CATEGORY_ART_VARIANTS, categoryArtwork } from './catalogue-images.js';

describe('category artwork', () => {
  it('gives each attraction one version, the same every time', () => {
    for (const id of [1, 2, 77, 4096]) {
      expect(categoryArtwork('themepark', id)).toBe(categoryArtwork('themepark', id));
      expect(artVariant(id)).toBeGreaterThanOrEqual(0);
      expect(artVariant(id)).toBeLessThan(CATEGORY_ART_VARIANTS);
    }
  });

  it('spreads a run of attractions over every version', () => {
    const pictures = new Set(Array.from({ length: 12 }, (_, i) => categoryArtwork('zoo', 300 + i)));
    expect(pictures).toEqual(
      new Set([
        '/images/categories/zoo.svg',
        '/images/categories/zoo-2.svg',
        '/images/categories/zoo-3.svg',
        '/images/categories/zoo-4.svg',
      ]),
    );
  });

  it('has no drawing for a category outside the fixed set', () => {
    expect(categoryArtwork('madeup', 1)).toBeNull();
    expect(categoryArtwork(null, 1)).toBeNull();
  });
});
