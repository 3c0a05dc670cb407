import { describe, expect, it } from 'vitest';
import { nearestPlace, type Gazetteer } from './nearest-place';
import ukPlaces from './uk-places.json' with { type: 'json' };

const tiny: Gazetteer = {
  names: ['Bath', 'Bristol', 'York'],
  lat: [51381, 51455, 53958],
  lng: [-2359, -2588, -1080],
};

describe('nearestPlace', () => {
  it('names the closest place', () => {
    expect(nearestPlace(tiny, { latitude: 51.39, longitude: -2.36 })).toBe('Bath');
    expect(nearestPlace(tiny, { latitude: 51.46, longitude: -2.6 })).toBe('Bristol');
  });

  it('names nothing far from every place', () => {
    expect(nearestPlace(tiny, { latitude: 48.85, longitude: 2.35 })).toBeNull();
  });

  it('finds real towns in the bundled UK gazetteer', () => {
    const gazetteer = ukPlaces as Gazetteer;
    expect(nearestPlace(gazetteer, { latitude: 53.4794, longitude: -2.2453 })).toMatch(
      /^Manchester/,
    );
    expect(nearestPlace(gazetteer, { latitude: 55.9533, longitude: -3.1883 })).toMatch(/Edinburgh/);
  });
});
