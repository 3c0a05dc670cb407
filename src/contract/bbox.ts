// A map's visible area as a query parameter: `bbox=west,south,east,north` in degrees (decision 090,
// docs/decisions/090). Plain values and functions, free of zod, so the map page can read and write
// the parameter without the schema library; `bbox-param.ts` wraps `parseBbox` for the API.

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const BBOX_MESSAGE =
  'bbox must be west,south,east,north in degrees: four numbers, longitudes from -180 to 180, ' +
  'latitudes from -90 to 90, west below east and south below north';

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * '-1.5,51.2,0.3,52' → a box; null when the text is not one. Inverted boxes (west >= east or
 * south >= north) are refused rather than read as crossing the antimeridian: the catalogue is
 * the UK's, and a refusal beats a silent whole-world answer.
 */
export function parseBbox(raw: string): Bbox | null {
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const inRange =
    west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north;
  return inRange ? { west, south, east, north } : null;
}

/** Enough decimals for a metre or so; shorter URLs and cache keys that repeat. */
const BBOX_DECIMALS = 5;

/** The parameter's text for a box; each edge rounded outwards so nothing visible drops off. */
export function formatBbox(box: Bbox): string {
  const scale = 10 ** BBOX_DECIMALS;
  const down = (v: number) => Math.floor(v * scale) / scale;
  const up = (v: number) => Math.ceil(v * scale) / scale;
  return [
    Math.max(-180, down(box.west)),
    Math.max(-90, down(box.south)),
    Math.min(180, up(box.east)),
    Math.min(90, up(box.north)),
  ].join(',');
}

export function bboxContains(box: Bbox, point: { latitude: number; longitude: number }): boolean {
  return (
    point.longitude >= box.west &&
    point.longitude <= box.east &&
    point.latitude >= box.south &&
    point.latitude <= box.north
  );
}
