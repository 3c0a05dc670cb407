import { distanceKm, type LatLng } from '../../../contract/distance';

/** The gazetteer's column layout (see generate-uk-places.mjs). Coordinates in 1/1000 degree. */
export interface Gazetteer {
  names: string[];
  lat: number[];
  lng: number[];
}

/** Beyond this the nearest UK place says little about where the visitor is. */
export const NEAREST_PLACE_MAX_KM = 50;

/**
 * The nearest named place to a point, or null when none lies within NEAREST_PLACE_MAX_KM. A
 * linear scan of ~4,600 places takes well under a millisecond; no index is worth its bytes.
 */
export function nearestPlace(gazetteer: Gazetteer, point: LatLng): string | null {
  let best = -1;
  let bestKm = Infinity;
  // A cheap equirectangular pre-check prunes most places before the exact great-circle sum.
  const cosLat = Math.cos((point.latitude * Math.PI) / 180);
  for (let i = 0; i < gazetteer.names.length; i++) {
    const dLat = (gazetteer.lat[i] ?? 0) / 1000 - point.latitude;
    const dLng = ((gazetteer.lng[i] ?? 0) / 1000 - point.longitude) * cosLat;
    const roughKm = Math.sqrt(dLat * dLat + dLng * dLng) * 111.2;
    if (roughKm > bestKm + 1) continue;
    const km = distanceKm(point, {
      latitude: (gazetteer.lat[i] ?? 0) / 1000,
      longitude: (gazetteer.lng[i] ?? 0) / 1000,
    });
    if (km < bestKm) {
      bestKm = km;
      best = i;
    }
  }
  return best >= 0 && bestKm <= NEAREST_PLACE_MAX_KM ? (gazetteer.names[best] ?? null) : null;
}
