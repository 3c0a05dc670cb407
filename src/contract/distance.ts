import { EARTH_RADIUS_KM, KM_PER_MILE, MILES_PER_KM } from './constants.js';

/**
 * Great-circle distances (SPEC §9: earth radius 6371 km) and their display. Queries and the wire
 * carry miles (DESIGN); kilometres are a display choice only.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

export type DistanceUnit = 'mi' | 'km';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine: accurate for short and antipodal distances alike, unlike the law of cosines. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  // min() guards against a rounding overshoot past 1, which would make asin return NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function distanceMiles(from: LatLng, to: LatLng): number {
  return kmToMiles(distanceKm(from, to));
}

export function kmToMiles(km: number): number {
  return km * MILES_PER_KM;
}

export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}

const wholeNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/**
 * 'N mi away' / 'N km away', rounded to a whole number with thousands separators, and 'Less than
 * a mile away' / 'Less than a km away' for what would round to 0. Null for a value that is not a
 * distance: SPEC §8 says invalid distance input is logged, never shown.
 */
export function formatDistance(miles: number, unit: DistanceUnit = 'mi'): string | null {
  if (!Number.isFinite(miles) || miles < 0) return null;
  const value = unit === 'km' ? milesToKm(miles) : miles;
  if (Math.round(value) === 0) return `Less than a ${unit === 'km' ? 'km' : 'mile'} away`;
  return `${wholeNumber.format(Math.round(value))} ${unit} away`;
}

/**
 * Coordinates as sent with list queries: three decimals (about 100 m) is finer than the whole
 * miles shown on cards, and lets nearby positions share one cached answer.
 */
export function queryCoordinates(point: LatLng): { latitude: number; longitude: number } {
  return {
    latitude: Math.round(point.latitude * 1000) / 1000,
    longitude: Math.round(point.longitude * 1000) / 1000,
  };
}
