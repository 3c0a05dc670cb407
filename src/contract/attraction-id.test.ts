import { describe, expect, it } from 'vitest';
import { parseAttractionId } from './attraction-id.js';

describe('parseAttractionId', () => {
  it('reads a whole number of 1 or more written in digits', () => {
    expect(parseAttractionId('1')).toBe(1);
    expect(parseAttractionId('0042')).toBe(42);
    expect(parseAttractionId('999999999999999')).toBe(999_999_999_999_999);
  });

  it('names no attraction for anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', '1e3', ' 1', 'abc', '1234567890123456']) {
      expect(parseAttractionId(raw), String(raw)).toBeNull();
    }
  });
});
