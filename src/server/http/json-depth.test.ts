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

  // How fast is measured by `npm run bench:deep-json`, not here: a time bound in a test failed on
  // a busy machine. This checks the scan survives what would overflow a recursive parser.
  it('scans a 6,000-deep body and a 100,000-item flat one without recursing', () => {
    const deep = '['.repeat(6000) + ']'.repeat(6000);
    expect(exceedsJsonDepth(deep, 64)).toBe(true);
    expect(exceedsJsonDepth('[' + '1,'.repeat(100_000) + '1]', 64)).toBe(false);
  });
});
