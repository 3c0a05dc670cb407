import type { LatLng } from '../../contract/distance.js';

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
