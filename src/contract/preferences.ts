import type { CookieValues } from './cookies.js';

/**
 * The stored browser preferences of SPEC §3, one cookie each (docs/decisions/041). Cookie names
 * are part of the site's public surface (the cookie policy lists them), so they live here once.
 */
export const PREFERENCE_COOKIES = {
  cookiePolicyAcknowledged: 'cookie-policy-acknowledged',
  personalisationAccepted: 'personalisation-accepted',
  analyticsAccepted: 'analytics-accepted',
  advertisingAccepted: 'advertising-accepted',
  useGeolocation: 'use-geolocation',
  defaultLocationName: 'default-location',
  locationName: 'location-name',
  latitude: 'latitude',
  longitude: 'longitude',
  distanceUnitKm: 'distance-unit-km',
} as const;

/** Written whatever the visitor chose: they only record the choice itself. */
export const ESSENTIAL_PREFERENCES: readonly PreferenceKey[] = [
  'cookiePolicyAcknowledged',
  'personalisationAccepted',
];

export type PreferenceKey = keyof typeof PREFERENCE_COOKIES;

export interface SavedLocation {
  name: string;
  latitude: number;
  longitude: number;
}

export interface Preferences {
  cookiePolicyAcknowledged: boolean;
  personalisationAccepted: boolean;
  analyticsAccepted: boolean;
  advertisingAccepted: boolean;
  /** On unless the visitor turned it off in Settings. */
  useGeolocation: boolean;
  /** A city name from the built-in list, used when geolocation is off or fails. */
  defaultLocationName: string | null;
  /** The last location the visitor used (by device, city or postcode). */
  location: SavedLocation | null;
  distanceUnitKm: boolean;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : value === 'true';

function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * Reads preferences from cookies. `personalisationByDefault` is the `personalisation` feature
 * flag (SPEC §9): on, a visitor who has not chosen counts as having accepted.
 */
export function readPreferences(
  cookies: CookieValues,
  personalisationByDefault = false,
): Preferences {
  const c = PREFERENCE_COOKIES;
  const latitude = coordinate(cookies[c.latitude], 90);
  const longitude = coordinate(cookies[c.longitude], 180);
  const name = cookies[c.locationName]?.trim();
  return {
    cookiePolicyAcknowledged: flag(cookies[c.cookiePolicyAcknowledged], false),
    personalisationAccepted: flag(cookies[c.personalisationAccepted], personalisationByDefault),
    analyticsAccepted: flag(cookies[c.analyticsAccepted], false),
    advertisingAccepted: flag(cookies[c.advertisingAccepted], false),
    useGeolocation: flag(cookies[c.useGeolocation], true),
    defaultLocationName: cookies[c.defaultLocationName]?.trim() || null,
    location:
      name && latitude !== null && longitude !== null ? { name, latitude, longitude } : null,
    distanceUnitKm: flag(cookies[c.distanceUnitKm], false),
  };
}

/** The cookie name/value pairs that store `changes`; a null location or city removes them. */
export function preferenceCookieValues(
  changes: Partial<Preferences>,
): Array<[name: string, value: string | null]> {
  const c = PREFERENCE_COOKIES;
  const pairs: Array<[string, string | null]> = [];
  const booleans = [
    'cookiePolicyAcknowledged',
    'personalisationAccepted',
    'analyticsAccepted',
    'advertisingAccepted',
    'useGeolocation',
    'distanceUnitKm',
  ] as const;
  for (const key of booleans) {
    const value = changes[key];
    if (value !== undefined) pairs.push([c[key], String(value)]);
  }
  if (changes.defaultLocationName !== undefined) {
    pairs.push([c.defaultLocationName, changes.defaultLocationName]);
  }
  if (changes.location !== undefined) {
    const l = changes.location;
    pairs.push([c.locationName, l?.name ?? null]);
    pairs.push([c.latitude, l ? String(l.latitude) : null]);
    pairs.push([c.longitude, l ? String(l.longitude) : null]);
  }
  return pairs;
}

/** Which changed keys may be written now: all with consent, the essential ones regardless. */
export function isStorable(key: PreferenceKey, personalisationAccepted: boolean): boolean {
  return personalisationAccepted || ESSENTIAL_PREFERENCES.includes(key);
}
