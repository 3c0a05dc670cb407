// Great-circle distance in SQL, the same haversine as the contract's distanceMiles (SPEC §9:
// R = 6371 km), plus a latitude/longitude box around a radius so the indexed coordinates cut the
// candidates down before the exact distance is computed.
import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM, MILES_PER_KM } from '../../../contract/constants.js';
import type { LatLng } from '../../../contract/distance.js';
import { attractions } from '../../db/schema.js';

const float = (value: number) => sql`${value}::double precision`;
/**
 * A constant of this module written into the statement's text: one parameter fewer to bind for
 * each, and the same text whatever the request. Only for the module's own numbers.
 */
const constant = (value: number) => sql.raw(`${String(value)}::double precision`);

/** Miles from `from` to each attraction; null for an attraction without coordinates. */
export function distanceMilesSql(from: LatLng): SQL<number | null> {
  const lat = attractions.latitude;
  const lng = attractions.longitude;
  return sql<number | null>`(${constant(2 * EARTH_RADIUS_KM * MILES_PER_KM)} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${float(from.latitude)}) / 2), 2)
    + cos(radians(${float(from.latitude)})) * cos(radians(${lat}))
      * power(sin(radians(${lng} - ${float(from.longitude)}) / 2), 2)))))`;
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** Absent when the circle reaches a pole or crosses the antimeridian: no longitude bound. */
  longitude?: { min: number; max: number };
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (deg: number) => (deg * Math.PI) / 180;
/** Widens the box a hair so floating-point rounding never drops a point on the circle. */
const MARGIN_DEGREES = 1e-6;

/**
 * The smallest latitude/longitude box that holds every point within `miles` of `centre`, or
 * null when the circle covers (nearly) the whole earth and a box would not help.
 */
export function boundingBox(centre: LatLng, miles: number): BoundingBox | null {
  // Miles back to km with the same constant distanceMiles uses, so box and distance agree.
  const angle = miles / MILES_PER_KM / EARTH_RADIUS_KM; // radians of arc
  if (!(angle < Math.PI / 2)) return null;
  const latDelta = degrees(angle) + MARGIN_DEGREES;
  const minLatitude = centre.latitude - latDelta;
  const maxLatitude = centre.latitude + latDelta;
  if (minLatitude <= -90 || maxLatitude >= 90) return { minLatitude, maxLatitude };
  // The widest longitude reach of a spherical cap (exact, not the small-angle r / cos φ).
  const ratio = Math.sin(angle) / Math.cos(radians(centre.latitude));
  if (ratio >= 1) return { minLatitude, maxLatitude };
  const lngDelta = degrees(Math.asin(ratio)) + MARGIN_DEGREES;
  const min = centre.longitude - lngDelta;
  const max = centre.longitude + lngDelta;
  if (min < -180 || max > 180) return { minLatitude, maxLatitude };
  return { minLatitude, maxLatitude, longitude: { min, max } };
}

/** Attractions within `miles` of `centre`: the indexed box first, then the exact distance. */
export function withinMilesSql(centre: LatLng, miles: number): SQL {
  const box = boundingBox(centre, miles);
  if (!box) return sql`${attractions.latitude} is not null`;
  const parts = [
    sql`${attractions.latitude} between ${float(box.minLatitude)} and ${float(box.maxLatitude)}`,
  ];
  if (box.longitude) {
    parts.push(
      sql`${attractions.longitude} between ${float(box.longitude.min)} and ${float(box.longitude.max)}`,
    );
  }
  parts.push(sql`${distanceMilesSql(centre)} <= ${float(miles)}`);
  return sql.join(parts, sql` and `);
}

/**
 * boundingBox as SQL, for a radius that is itself a column of the statement (the nearest-first
 * page finds it and uses it in one statement, docs/decisions/095): lateral steps ending in the
 * relation `b` with the columns `lat_min`, `lat_max`, `lng_min` and `lng_max`, ±Infinity where
 * boundingBox has no bound. The same steps as boundingBox; the box only narrows the candidates
 * the exact distance then checks, and its margin keeps it a superset of the circle whatever the
 * last bit of the trigonometry.
 */
export function boundingBoxLateralSql(centre: LatLng, radiusMiles: SQL): SQL {
  const margin = constant(MARGIN_DEGREES);
  return sql`cross join lateral (select ${float(centre.latitude)} as lat, ${float(centre.longitude)} as lng,
      ${radiusMiles} / ${constant(MILES_PER_KM)} / ${constant(EARTH_RADIUS_KM)} as angle) g
    cross join lateral (select g.angle < pi() / 2 as near, degrees(g.angle) + ${margin} as dlat,
      sin(g.angle) / cos(radians(g.lat)) as ratio) h
    cross join lateral (select h.near and g.lat - h.dlat > -90 and g.lat + h.dlat < 90
      and h.ratio < 1 as bounded, degrees(asin(least(h.ratio, 1))) + ${margin} as dlng) i
    cross join lateral (select
      case when h.near then g.lat - h.dlat else '-Infinity'::float8 end as lat_min,
      case when h.near then g.lat + h.dlat else 'Infinity'::float8 end as lat_max,
      case when i.bounded and g.lng - i.dlng >= -180 and g.lng + i.dlng <= 180
        then g.lng - i.dlng else '-Infinity'::float8 end as lng_min,
      case when i.bounded and g.lng - i.dlng >= -180 and g.lng + i.dlng <= 180
        then g.lng + i.dlng else 'Infinity'::float8 end as lng_max) b`;
}
