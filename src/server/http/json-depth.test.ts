import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-depth.js';

describe('exceedsJsonDepth', () => {
  it('counts nesting of arrays and objects', () => {
    expect(exceedsJsonDepth('[[[]]]', 3)).toBe(false);
    expect(exceedsJsonDepth('[[[[]]]]', 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(exceedsJsonDepth('{"a":{"b":[{}]}}', 3)).toBe(true);
  });

  it('measures the deepest point, not the number of brackets', () => {
    expect(exceedsJsonDepth('[[1],[2],[3],[4],[5]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth('["[[[[[["]', 1)).toBe(false);
    expect(exceedsJsonDepth('["\\"[[[[", "\\\\"]', 1)).toBe(false);
    expect(exceedsJsonDepth('["\\\\", [[]]]', 2)).toBe(true);
  });

  it('scans a 6,000-deep body in one short pass', () => {
    const deep = '['.repeat(6000) + ']'.repeat(6000);
    const started = performance.now();
    expect(exceedsJsonDepth(deep, 64)).toBe(true);
    expect(exceedsJsonDepth('[' + '1,'.repeat(100_000) + '1]', 64)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
