import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanParam,
  enumParam,
  MAX_REPEATED_VALUES,
  numberParam,
  searchParam,
  slugListParam,
  slugParam,
  wholeNumberParam,
  withDefault,
} from './query-params.js';

const firstMessage = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('wholeNumberParam', () => {
  const page = wholeNumberParam('page', 1);
  const size = wholeNumberParam('pageSize', 1, 1000);

  it('parses query text and typed numbers', () => {
    expect(page.parse('3')).toBe(3);
    expect(page.parse(' 3 ')).toBe(3);
    expect(page.parse(3)).toBe(3);
  });

  it('treats absent and empty as not given', () => {
    expect(page.parse(undefined)).toBeUndefined();
    expect(page.parse('')).toBeUndefined();
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3', '0x10', 1.5])(
    'refuses %j, naming the parameter',
    (v) => {
      expect(firstMessage(page, v)).toBe('page must be a whole number of 1 or more');
    },
  );

  it('refuses a repeated value', () => {
    expect(firstMessage(page, ['1', '2'])).toBe('page must be a whole number of 1 or more');
  });

  it('enforces an upper bound when given one', () => {
    expect(size.parse('1000')).toBe(1000);
    expect(firstMessage(size, '1001')).toBe('pageSize must be a whole number from 1 to 1000');
  });
});

describe('numberParam', () => {
  const latitude = numberParam(
    'latitude',
    'latitude must be a number from -90 to 90',
    (v) => Math.abs(v) <= 90,
  );

  it('parses decimals, signs and typed numbers', () => {
    expect(latitude.parse('51.52')).toBe(51.52);
    expect(latitude.parse('-0.5')).toBe(-0.5);
    expect(latitude.parse('.5')).toBe(0.5);
    expect(latitude.parse(-90)).toBe(-90);
  });

  it.each(['91', 'north', '1,5', 'NaN', 'Infinity'])('refuses %j', (value) => {
    expect(firstMessage(latitude, value)).toBe('latitude must be a number from -90 to 90');
  });
});

describe('enumParam', () => {
  const sort = enumParam('sort', ['a-z', 'z-a']);

  it('accepts a listed value and treats empty as not given', () => {
    expect(sort.parse('z-a')).toBe('z-a');
    expect(sort.parse('')).toBeUndefined();
    expect(sort.parse(undefined)).toBeUndefined();
  });

  it('lists the choices when refusing', () => {
    expect(firstMessage(sort, 'newest')).toBe('sort must be one of: a-z, z-a');
    expect(firstMessage(sort, ['a-z', 'z-a'])).toBe('sort must be one of: a-z, z-a');
  });
});

describe('booleanParam', () => {
  const exact = booleanParam('isExactSearch');

  it('reads true and false as text or booleans', () => {
    expect(exact.parse('true')).toBe(true);
    expect(exact.parse('false')).toBe(false);
    expect(exact.parse(true)).toBe(true);
    expect(exact.parse('')).toBeUndefined();
  });

  it('refuses anything else', () => {
    expect(firstMessage(exact, 'yes')).toBe('isExactSearch must be true or false');
    expect(firstMessage(exact, '1')).toBe('isExactSearch must be true or false');
  });
});

describe('slugParam and slugListParam', () => {
  const group = slugParam('attractionGroupName');
  const category = slugListParam('category');

  it('reads one slug', () => {
    expect(group.parse('nationaltrust')).toBe('nationaltrust');
    expect(group.parse('')).toBeUndefined();
    expect(firstMessage(group, 'National Trust')).toBe(
      'attractionGroupName must be a name of lowercase letters a-z and digits 0-9 only',
    );
  });

  it('reads a single or repeated filter as a list, without repeats or blanks', () => {
    expect(category.parse(undefined)).toEqual([]);
    expect(category.parse('zoo')).toEqual(['zoo']);
    expect(category.parse(['zoo', 'museum', 'zoo', ''])).toEqual(['zoo', 'museum']);
  });

  it('refuses the whole list when one value is not a slug', () => {
    expect(firstMessage(category, ['zoo', 'Theme Park'])).toBe(
      'category must be a name of lowercase letters a-z and digits 0-9 only',
    );
  });

  it('caps how many values it takes', () => {
    const many = Array.from({ length: MAX_REPEATED_VALUES + 1 }, (_, i) => `c${i}`);
    expect(firstMessage(category, many)).toBe(
      `category may be given at most ${MAX_REPEATED_VALUES} times`,
    );
  });
});

describe('searchParam', () => {
  const search = searchParam('search', 200);

  it('trims, and treats an empty search as none', () => {
    expect(search.parse('  chester zoo ')).toBe('chester zoo');
    expect(search.parse('   ')).toBeUndefined();
  });

  it('limits the length after trimming', () => {
    expect(search.parse(` ${'s'.repeat(200)} `)).toHaveLength(200);
    expect(firstMessage(search, 's'.repeat(201))).toBe('search must be at most 200 characters');
  });
});

describe('withDefault', () => {
  it('fills an absent value only', () => {
    const page = withDefault(wholeNumberParam('page', 1), 1);
    expect(page.parse(undefined)).toBe(1);
    expect(page.parse('')).toBe(1);
    expect(page.parse('4')).toBe(4);
  });
});
