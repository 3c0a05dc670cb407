import { describe, expect, it } from 'vitest';
import {
  formatPrice,
  isPriceBand,
  priceBandFromPounds,
  priceBandLabels,
  priceBandRanges,
  toPence,
} from './price.js';

describe('priceBandFromPounds', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [4.99, 1],
    [5, 2],
    [14.99, 2],
    [15, 3],
    [29.99, 3],
    [30, 4],
    [49.99, 4],
    [50, 5],
    [50.01, 5],
    [250, 5],
  ])('puts £%d in band %i', (pounds, band) => {
    expect(priceBandFromPounds(pounds)).toBe(band);
  });

  it('compares whole pence, so float noise cannot move a price across an edge', () => {
    // 0.1 + 0.2 = 0.30000000000000004 and 4.99 * 100 = 499.00000000000006.
    expect(priceBandFromPounds(0.1 + 0.2)).toBe(1);
    expect(priceBandFromPounds(4.99)).toBe(1);
    expect(priceBandFromPounds(14.999999999)).toBe(3);
  });

  it('refuses a negative or non-numeric price', () => {
    expect(() => priceBandFromPounds(-0.01)).toThrow(RangeError);
    expect(() => priceBandFromPounds(Number.NaN)).toThrow(RangeError);
    expect(() => priceBandFromPounds(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('toPence', () => {
  it('rounds to the nearest penny', () => {
    expect(toPence(12.5)).toBe(1250);
    expect(toPence(1.005)).toBe(100); // 1.005 is 1.00499999... in binary
    expect(toPence(1.006)).toBe(101);
  });
});

describe('formatPrice', () => {
  it('shows pounds with 2 decimals', () => {
    expect(formatPrice(12.5)).toBe('£12.50');
    expect(formatPrice(0)).toBe('£0.00');
    expect(formatPrice(4.99)).toBe('£4.99');
  });

  it('groups thousands', () => {
    expect(formatPrice(1250)).toBe('£1,250.00');
  });

  it('refuses what is not a price', () => {
    expect(() => formatPrice(-1)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe('band labels', () => {
  it('labels band 0 Free and the rest with pound signs', () => {
    expect(priceBandLabels).toEqual({
      0: 'Free',
      1: '£',
      2: '££',
      3: '£££',
      4: '££££',
      5: '£££££',
    });
  });

  it('describes band 5 as starting at £50.00', () => {
    expect(priceBandRanges[4]).toBe('£30.00 - £49.99');
    expect(priceBandRanges[5]).toBe('£50.00 and over');
  });

  it('recognises a band', () => {
    expect(isPriceBand(3)).toBe(true);
    expect(isPriceBand(6)).toBe(false);
    expect(isPriceBand(2.5)).toBe(false);
    expect(isPriceBand('3')).toBe(false);
  });
});
