import { describe, expect, it } from 'vitest';
import { CitySchema } from './city.js';

describe('CitySchema', () => {
  const london = {
    id: 1,
    cityName: 'London',
    country: 'England',
    latitude: 51.52,
    longitude: -0.09,
  };

  it('reads a city of one of the four UK countries', () => {
    expect(CitySchema.parse(london)).toEqual(london);
    expect(CitySchema.parse({ ...london, country: 'Northern Ireland' }).country).toBe(
      'Northern Ireland',
    );
  });

  it('refuses a country outside the UK', () => {
    expect(CitySchema.safeParse({ ...london, country: 'France' }).success).toBe(false);
  });
});
