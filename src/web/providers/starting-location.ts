import { DEFAULT_LOCATION } from '../../contract/constants';
import type { Preferences, SavedLocation } from '../../contract/preferences';
import { findCity } from '../lib/cities';

/** Where the visitor's location came from; 'default' is London (SPEC §9). */
export type LocationSource = 'device' | 'stored' | 'city' | 'chosen' | 'default';

export interface UserLocation extends SavedLocation {
  source: LocationSource;
}

export const defaultLocation: UserLocation = {
  name: DEFAULT_LOCATION.name,
  latitude: DEFAULT_LOCATION.latitude,
  longitude: DEFAULT_LOCATION.longitude,
  source: 'default',
};

/** The stored location, else the stored default city, else null (SPEC §4). */
export async function storedLocation(preferences: Preferences): Promise<UserLocation | null> {
  if (preferences.location) return { ...preferences.location, source: 'stored' };
  if (preferences.defaultLocationName) {
    const city = await findCity(preferences.defaultLocationName);
    if (city) {
      return {
        name: city.cityName,
        latitude: city.latitude,
        longitude: city.longitude,
        source: 'city',
      };
    }
  }
  return null;
}
