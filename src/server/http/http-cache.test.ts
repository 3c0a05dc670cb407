import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './http-cache.js';

describe('matchesIfNoneMatch', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"abc.br"', true],
    ['"abc.gz"', true],
    ['*', true],
    ['"abcd"', false],
    ['"abc.zz"', false],
    ['abc', false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
  it('is false without the header', () => expect(matchesIfNoneMatch(undefined, etag)).toBe(false));
});
