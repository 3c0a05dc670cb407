import type { LatLng } from '../../../contract/distance';
import { nearestPlace, type Gazetteer } from './nearest-place';

/**
 * Coordinates → locality, offline: the nearest town in a bundled UK gazetteer, so no location
 * leaves the browser (docs/decisions/043). The ~40 KB gazetteer is fetched only when a position
 * actually needs naming.
 */
export async function reverseGeocode(point: LatLng): Promise<string | null> {
  const { default: gazetteer } = (await import('./uk-places.json')) as { default: Gazetteer };
  return nearestPlace(gazetteer, point);
}
