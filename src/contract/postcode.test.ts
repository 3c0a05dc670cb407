import { describe, expect, it } from 'vitest';
import { normalisePostcode, postcodeDistrict, postcodeMessages } from './postcode.js';

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

describe('postcodeDistrict', () => {
  it('is the outward code of a well-formed postcode', () => {
    expect(postcodeDistrict('sw1a1aa')).toBe('SW1A');
    expect(postcodeDistrict('YO1 7HH')).toBe('YO1');
    expect(postcodeDistrict('m1 1ae')).toBe('M1');
    expect(postcodeDistrict('YO1')).toBeNull();
  });
});

describe('postcodeMessages', () => {
  it('names the district an approximate place stands for', () => {
    expect(postcodeMessages.approximate('LS1 4AP')).toBe(
      'LS1 4AP is placed at the middle of the LS1 postcode district, so distances from it are approximate.',
    );
  });
});
