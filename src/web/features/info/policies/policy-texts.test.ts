import { describe, expect, it } from 'vitest';
import { reverseGeocodeProvider, reverseGeocodeStatement } from './policy-texts';

describe('the reverse-geocode statement', () => {
  it('says the position stays in the browser with the built-in provider', () => {
    const text = reverseGeocodeStatement('Daytrip', null);
    expect(text).toContain('reverse-geocode provider receives your location data');
    expect(text).toContain('runs in your browser');
  });

  it('names a configured provider', () => {
    const text = reverseGeocodeStatement('Daytrip', 'geo.example.com');
    expect(text).toContain('geo.example.com, receives your location data');
    expect(text).not.toContain('runs in your browser');
  });
});

describe('reverseGeocodeProvider', () => {
  it('reads the provider from the site configuration when there is one', () => {
    expect(reverseGeocodeProvider({})).toBeNull();
    expect(reverseGeocodeProvider({ reverseGeocodeProvider: '' })).toBeNull();
    expect(reverseGeocodeProvider({ reverseGeocodeProvider: 'geo.example.com' })).toBe(
      'geo.example.com',
    );
  });
});
