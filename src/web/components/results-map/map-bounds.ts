// The results map's views as Leaflet bounds. Leaflet reads `window` when imported, so only the
// lazily loaded map (ResultsMap and its layers) imports this module.
import L from 'leaflet';
import type { MapPoint } from '../../../contract/attraction-points';
import type { Bbox } from '../../../contract/bbox';

/** Great Britain and Northern Ireland, for a map with nothing to fit yet. */
export const UK: L.LatLngBoundsExpression = [
  [49.9, -8.2],
  [58.7, 1.8],
];
/** Fitting to a few close pins stops here rather than filling the map with one street. */
export const FIT_MAX_ZOOM = 13;

export const boundsOfArea = (area: Bbox): L.LatLngBoundsExpression => [
  [area.south, area.west],
  [area.north, area.east],
];

/** The box around every pin: a plain loop, since Leaflet's would make an object per point. */
export function boundsOfPoints(points: readonly MapPoint[]): L.LatLngBounds | null {
  if (points.length === 0) return null;
  let [south, west, north, east] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { latitude, longitude } of points) {
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
  }
  return L.latLngBounds([south, west], [north, east]);
}

/** The area in view as a box the API accepts: a world-wide view is clamped to real degrees. */
export function bboxInView(map: L.Map): Bbox {
  const bounds = map.getBounds();
  return {
    west: Math.max(-180, bounds.getWest()),
    south: Math.max(-90, bounds.getSouth()),
    east: Math.min(180, bounds.getEast()),
    north: Math.min(90, bounds.getNorth()),
  };
}
