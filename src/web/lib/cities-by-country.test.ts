import { describe, expect, it } from 'vitest';
import type { City } from '../../contract/city';
import { citiesByCountry } from './cities-by-country';

const city = (cityName: string, country: string) =>
  ({ id: cityName, cityName, country, latitude: 0, longitude: 0 }) as unknown as City;

describe('citiesByCountry', () => {
  it('keeps each country together, countries and cities A to Z', () => {
    const sorted = citiesByCountry([
      city('Swansea', 'Wales'),
      city('York', 'England'),
      city('Belfast', 'Northern Ireland'),
      city('Bath', 'England'),
      city('Cardiff', 'Wales'),
    ]);
    expect(sorted.map((c) => c.cityName)).toEqual([
      'Bath',
      'York',
      'Belfast',
      'Cardiff',
      'Swansea',
    ]);
  });
});
