import { describe, expect, it } from 'vitest';
import { toQueryString, toSearchParams } from './query-string.js';

describe('toSearchParams', () => {
  it('repeats a list parameter once per value (SPEC §7)', () => {
    expect(toSearchParams({ category: ['zoo', 'museum'], page: 2 }).toString()).toBe(
      'category=zoo&category=museum&page=2',
    );
  });

  it('leaves out absent and empty values', () => {
    expect(
      toSearchParams({ search: '', sort: undefined, region: null, facility: [] }).toString(),
    ).toBe('');
  });

  it('writes booleans as true and false', () => {
    expect(toSearchParams({ isExactSearch: false }).toString()).toBe('isExactSearch=false');
  });
});

describe('toQueryString', () => {
  it('adds the question mark only when there is something to send', () => {
    expect(toQueryString({ search: 'zoo park' })).toBe('?search=zoo+park');
    expect(toQueryString({})).toBe('');
  });
});
