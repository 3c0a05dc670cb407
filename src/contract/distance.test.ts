import { describe, expect, it } from 'vitest';
import { distanceKm, distanceMiles, formatDistance, kmToMiles, milesToKm } from './distance.js';

const london = { latitude: 51.5074, longitude: -0.1278 };
const edinburgh = { latitude: 55.9533, longitude: -3.1883 };
const cardiff = { latitude: 51.4816, longitude: -3.1791 };

describe('great-circle distance', () => {
  it('puts London to Edinburgh at about 332 miles', () => {
    const miles = distanceMiles(london, edinburgh);
    expect(miles).toBeGreaterThanOrEqual(331);
    expect(miles).toBeLessThanOrEqual(333);
  });

  it('puts London to Cardiff at about 211 km', () => {
    expect(distanceKm(london, cardiff)).toBeCloseTo(211, 0);
  });

  it('is zero from a point to itself', () => {
    expect(distanceKm(london, london)).toBe(0);
  });

  it('is the same in both directions', () => {
    expect(distanceKm(edinburgh, london)).toBeCloseTo(distanceKm(london, edinburgh), 9);
  });

  it('reaches half the earth’s circumference for antipodes without NaN', () => {
    const km = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(km).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('unit conversion', () => {
  it('uses SPEC’s factors in each direction', () => {
    expect(milesToKm(10)).toBeCloseTo(16.0934, 6);
    expect(kmToMiles(10)).toBeCloseTo(6.2137, 6);
  });
});

describe('formatDistance', () => {
  it('shows miles by default, rounded to a whole number', () => {
    expect(formatDistance(12.4)).toBe('12 mi away');
    expect(formatDistance(12.5)).toBe('13 mi away');
  });

  it('says less than a mile (or km) rather than 0', () => {
    expect(formatDistance(0.4)).toBe('Less than a mile away');
    expect(formatDistance(0)).toBe('Less than a mile away');
    expect(formatDistance(0.2, 'km')).toBe('Less than a km away');
    expect(formatDistance(0.5)).toBe('1 mi away');
  });

  it('adds a thousands separator once rounding reaches 1,000', () => {
    expect(formatDistance(999.4)).toBe('999 mi away');
    expect(formatDistance(999.5)).toBe('1,000 mi away');
    expect(formatDistance(1234.4)).toBe('1,234 mi away');
  });

  it('converts to kilometres when asked', () => {
    expect(formatDistance(10, 'km')).toBe('16 km away');
    expect(formatDistance(1000, 'km')).toBe('1,609 km away');
  });

  it('shows nothing for a value that is not a distance', () => {
    expect(formatDistance(Number.NaN)).toBeNull();
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatDistance(-1)).toBeNull();
  });
});
