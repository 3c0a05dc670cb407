import { describe, expect, it } from 'vitest';
import { createGooglePlacesClient, GooglePlacesError, toPlaceDetails } from './google-places.js';

describe('toPlaceDetails', () => {
  it('builds the first address line from premise, number and street', () => {
    const place = toPlaceDetails({
      addressComponents: [
        { longText: 'Tower of London', types: ['premise'] },
        { longText: '12', types: ['street_number'] },
        { longText: 'Tower Hill', types: ['route'] },
        { longText: 'London', types: ['postal_town'] },
        { longText: 'Scotland', types: ['administrative_area_level_1'] },
        { longText: 'United Kingdom', shortText: 'GB', types: ['country'] },
      ],
    });
    expect(place).toMatchObject({
      addressLineOne: 'Tower of London, 12 Tower Hill',
      addressLineTwo: null,
      postalTown: 'London',
      country: 'Scotland',
      coordinates: null,
    });
  });

  it('keeps the country name outside the UK and drops what breaks our field rules', () => {
    const place = toPlaceDetails({
      addressComponents: [
        { longText: 'France', shortText: 'FR', types: ['country'] },
        { longText: 'P'.repeat(11), types: ['postal_code'] },
      ],
      nationalPhoneNumber: '01 23 45 67 89',
      internationalPhoneNumber: '+33 1 23 45 67 89',
      websiteUri: 'ftp://example.com',
    });
    expect(place).toMatchObject({
      country: 'France',
      postalCode: null,
      phone: null,
      website: null,
    });
  });

  it('refuses an answer of the wrong shape', () => {
    expect(() => toPlaceDetails({ location: { latitude: 'north' } })).toThrow(GooglePlacesError);
  });
});

describe('createGooglePlacesClient', () => {
  it('is not configured without a key and never calls out', async () => {
    let called = false;
    const client = createGooglePlacesClient({
      baseUrl: 'https://places.example',
      apiKey: undefined,
      fetch: async () => {
        called = true;
        return new Response('{}');
      },
    });
    expect(client.isConfigured).toBe(false);
    await expect(client.placeDetails('x')).rejects.toMatchObject({ kind: 'not-configured' });
    expect(called).toBe(false);
  });

  it('reports an unreachable service as unavailable', async () => {
    const client = createGooglePlacesClient({
      baseUrl: 'https://places.example/',
      apiKey: 'k',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.placeDetails('x')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
