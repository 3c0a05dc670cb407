import { describe, expect, it } from 'vitest';
import { CategoryInputSchema, categoryInputDefaults, CategorySchema } from './category.js';
import { messages } from './messages.js';

const fieldMessages = (value: unknown) => {
  const result = CategoryInputSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const valid = {
  displayName: 'Theme Parks',
  categoryPageTitle: 'Theme parks in the UK',
  rank: 5,
  displayColor: '#FF5500',
};

describe('CategorySchema', () => {
  it('defaults a missing rank to 1000', () => {
    const category = CategorySchema.parse({
      categoryName: 'themepark',
      displayName: 'Theme Parks',
      categoryPageTitle: 'Theme parks',
      displayColor: '#FF5500',
      attractionCount: 12,
    });
    expect(category.rank).toBe(1000);
  });
});

describe('CategoryInputSchema', () => {
  it('accepts a category without categoryName, which the server derives', () => {
    expect(CategoryInputSchema.parse(valid)).toEqual(valid);
  });

  it('requires the four SPEC fields', () => {
    expect(fieldMessages({})).toEqual({
      displayName: messages.required,
      categoryPageTitle: messages.required,
      rank: messages.required,
      displayColor: messages.required,
    });
  });

  it('checks a given categoryName as a slug', () => {
    expect(fieldMessages({ ...valid, categoryName: 'ThemePark' })).toEqual({
      categoryName: messages.lowercase,
    });
    expect(CategoryInputSchema.parse({ ...valid, categoryName: 'themepark' }).categoryName).toBe(
      'themepark',
    );
  });

  it('wants a whole-number rank and a hex colour', () => {
    expect(fieldMessages({ ...valid, rank: 1.5, displayColor: 'red' })).toEqual({
      rank: messages.wholeNumber,
      displayColor: messages.hexColour,
    });
  });

  it('starts a new form at rank 1000 with no colour picked', () => {
    expect(categoryInputDefaults.rank).toBe(1000);
    expect(fieldMessages(categoryInputDefaults)).toMatchObject({
      displayColor: messages.required,
    });
  });
});
