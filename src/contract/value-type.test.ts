import { describe, expect, it } from 'vitest';
import { describeValueType } from './value-type.js';

describe('describeValueType', () => {
  it.each([
    ['text', 'text'],
    [3, 'a number'],
    [Number.NaN, 'not a number'],
    [true, 'true or false'],
    [[1], 'a list'],
    [{}, 'an object'],
    [null, 'empty'],
    [undefined, 'missing'],
  ])('describes %j as %s', (value, words) => {
    expect(describeValueType(value)).toBe(words);
  });
});
