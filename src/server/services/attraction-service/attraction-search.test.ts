import { describe, expect, it } from 'vitest';
import { containsPattern, normaliseSearch } from './attraction-search.js';

describe('normaliseSearch', () => {
  it('lowercases, trims and collapses whitespace', () => {
    expect(normaliseSearch('  Chester   ZOO ', false)).toEqual({
      text: 'chester zoo',
      exact: false,
    });
  });
  it('turns control characters (NUL included) into spaces, and nothing left into undefined', () => {
    expect(normaliseSearch('chester\u0000zoo', true)).toEqual({ text: 'chester zoo', exact: true });
    expect(normaliseSearch('\u0000\t ', false)).toBeUndefined();
    expect(normaliseSearch(undefined, false)).toBeUndefined();
  });
});

describe('containsPattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern("it's")).toBe("%it's%");
  });
});
