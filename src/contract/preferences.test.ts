import { describe, expect, it } from 'vitest';
import { readPreferences } from './preferences.js';

describe('stored preferences', () => {
  it('reads a stored location only when its name and both coordinates are valid', () => {
    const stored = { 'location-name': 'York', latitude: '53.96', longitude: '-1.08' };
    expect(readPreferences(stored).location).toEqual({
      name: 'York',
      latitude: 53.96,
      longitude: -1.08,
    });
    expect(readPreferences({ ...stored, latitude: '95' }).location).toBeNull();
    expect(readPreferences({ ...stored, 'location-name': ' ' }).location).toBeNull();
  });

  it('defaults geolocation on and personalisation to the feature flag', () => {
    expect(readPreferences({}).useGeolocation).toBe(true);
    expect(readPreferences({}, true).personalisationAccepted).toBe(true);
    expect(
      readPreferences({ 'personalisation-accepted': 'false' }, true).personalisationAccepted,
    ).toBe(false);
  });
});
