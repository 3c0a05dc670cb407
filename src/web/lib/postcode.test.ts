import { describe, expect, it } from 'vitest';
import { normalisePostcode } from './postcode';

describe('normalisePostcode', () => {
  it('formats valid postcodes with one space', () => {
    expect(normalisePostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode(' M1  1AE ')).toBe('M1 1AE');
    expect(normalisePostcode('EH99 1SP')).toBe('EH99 1SP');
  });

  it('refuses text that is not a postcode', () => {
    expect(normalisePostcode('London')).toBeNull();
    expect(normalisePostcode('12345')).toBeNull();
    expect(normalisePostcode('')).toBeNull();
  });
});
