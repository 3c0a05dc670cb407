import { describe, expect, it } from 'vitest';
import { BannerSchema } from './banner.js';

describe('BannerSchema', () => {
  it('reads a category slide with its link', () => {
    const slide = {
      id: 'category-zoo',
      kind: 'category',
      title: 'Zoos',
      subtitle: 'Meet the animals',
      linkPath: '/categories/zoo',
      categoryName: 'zoo',
      position: 0,
    };
    expect(BannerSchema.parse(slide)).toEqual(slide);
  });

  it('reads the mailing-list slide without a link', () => {
    const slide = BannerSchema.parse({
      id: 'mailing-list',
      kind: 'mailing-list',
      title: 'Join the list',
      subtitle: 'New days out, monthly',
      linkPath: null,
      categoryName: null,
      position: 5,
    });
    expect(slide.linkPath).toBeNull();
  });

  it('refuses an unknown kind of slide', () => {
    expect(
      BannerSchema.safeParse({
        id: 'video',
        kind: 'video',
        title: '',
        subtitle: '',
        linkPath: null,
        categoryName: null,
        position: 1,
      }).success,
    ).toBe(false);
  });
});
