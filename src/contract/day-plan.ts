// A day plan (decision 170): two to a few places on one date, from a start, in an order. All of it
// lives in the page's address (/plan/?date=…&from=…&ids=…), so a plan needs no account and opens
// the same on any phone it is sent to. Plain values, free of zod (decision 047).
import { distanceMiles, type LatLng } from './distance.js';
import { normalisePostcode } from './postcode.js';
import { parseIsoDate, type CalendarDate } from './opening-hours.js';

/** A plan is a day out, not a tour: more stops than this is not a day. */
export const MAX_PLAN_STOPS = 8;

export interface PlanQuery {
  /** The day, 'YYYY-MM-DD'; null when the address has none (or a malformed one): today then. */
  date: CalendarDate | null;
  /** Where the day starts, as the visitor wrote it: a city, a postcode or 'lat,lng'. */
  from: string;
  /** The places, in the order the visitor set or, unless `ordered`, to be put nearest-next. */
  ids: number[];
  /** True once the visitor has reordered by hand ('order=mine'): `ids` is then the order. */
  ordered: boolean;
}

const ID_PATTERN = /^\d{1,10}$/;
const MAX_ID = 2_147_483_647;

/** The plan from a page address's query; anything unreadable is left out, never an error. */
export function parsePlanQuery(params: URLSearchParams): PlanQuery {
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => ID_PATTERN.test(part))
    .map(Number)
    .filter((id) => id >= 1 && id <= MAX_ID);
  return {
    date: parseIsoDate(params.get('date') ?? ''),
    from: (params.get('from') ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
    ids: [...new Set(ids)].slice(0, MAX_PLAN_STOPS),
    ordered: params.get('order') === 'mine',
  };
}

/** '?date=2026-12-05&from=York&ids=3,1,2' (and '&order=mine' once reordered by hand). */
export function planSearch(plan: {
  date: string;
  from: string;
  ids: readonly number[];
  ordered?: boolean;
}): string {
  const params = new URLSearchParams();
  params.set('date', plan.date);
  if (plan.from) params.set('from', plan.from);
  params.set('ids', plan.ids.join(','));
  if (plan.ordered) params.set('order', 'mine');
  return `?${params.toString().replaceAll('%2C', ',')}`;
}

/** Where the day starts, once read: a postcode to look up, a city to find, or coordinates. */
export type PlanStart =
  | { kind: 'none' }
  | { kind: 'coordinates'; point: LatLng }
  | { kind: 'postcode'; postcode: string }
  | { kind: 'city'; name: string };

const COORDINATES_PATTERN = /^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/;

/** What kind of start `from` names: 'lat,lng' (the visitor's location), a postcode, or a city. */
export function parsePlanStart(from: string): PlanStart {
  const text = from.trim();
  if (text === '') return { kind: 'none' };
  const match = COORDINATES_PATTERN.exec(text);
  if (match) {
    const latitude = Number(match[1]);
    const longitude = Number(match[2]);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      return { kind: 'coordinates', point: { latitude, longitude } };
    }
  }
  const postcode = normalisePostcode(text);
  if (postcode) return { kind: 'postcode', postcode };
  return { kind: 'city', name: text };
}

/** The visitor's location as a plan's `from`: three decimals, about 100 m, is enough. */
export function coordinatesFrom(point: LatLng): string {
  return `${point.latitude.toFixed(3)},${point.longitude.toFixed(3)}`;
}

export interface PlannablePlace {
  id: number;
  coordinates: LatLng | null;
}

/**
 * Nearest-next (decision 170's default order): from the start, the closest place not yet visited,
 * then the closest to that, and so on. Greedy, not the shortest tour, but for three to eight
 * stops it is what a person would do with a map. Places without coordinates keep their order at
 * the end; with no start the first place with coordinates starts the day.
 */
export function nearestNextOrder<T extends PlannablePlace>(
  start: LatLng | null,
  places: readonly T[],
): T[] {
  const placed = places.filter((place) => place.coordinates !== null);
  const unplaced = places.filter((place) => place.coordinates === null);
  const order: T[] = [];
  let here = start;
  const left = [...placed];
  while (left.length > 0) {
    let best = 0;
    if (here) {
      const from = here;
      let bestMiles = Infinity;
      left.forEach((place, index) => {
        const miles = distanceMiles(from, place.coordinates!);
        if (miles < bestMiles) {
          bestMiles = miles;
          best = index;
        }
      });
    }
    const [next] = left.splice(best, 1);
    order.push(next!);
    here = next!.coordinates;
  }
  return [...order, ...unplaced];
}

/** Moves one id `by` places (−1 earlier, +1 later), staying inside the list. */
export function moveStop(ids: readonly number[], id: number, by: number): number[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = Math.min(ids.length - 1, Math.max(0, from + by));
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/**
 * A rough drive time from a straight-line distance (decision 170): roads run 1.2 to 1.5 times
 * the straight line, and a family car averages 20 to 45 mph door to door (towns at one end,
 * A-roads and motorways at the other). The band is the whole range, rounded outwards, so it is
 * never narrower than what the data can support.
 */
export const ROAD_FACTOR = { low: 1.2, high: 1.5 } as const;
export const DRIVE_MPH = { slow: 20, fast: 45 } as const;

export interface TravelBand {
  /** Whole minutes, rounded down to 5 (at least 5). */
  lowMinutes: number;
  /** Whole minutes, rounded up to 5 (to 15 over an hour). */
  highMinutes: number;
}

export function travelBand(straightMiles: number): TravelBand | null {
  if (!Number.isFinite(straightMiles) || straightMiles < 0) return null;
  const low = ((straightMiles * ROAD_FACTOR.low) / DRIVE_MPH.fast) * 60;
  const high = ((straightMiles * ROAD_FACTOR.high) / DRIVE_MPH.slow) * 60;
  const step = high > 60 ? 15 : 5;
  return {
    lowMinutes: Math.max(5, Math.floor(low / 5) * 5),
    highMinutes: Math.max(10, Math.ceil(high / step) * step),
  };
}

/** The legs of a day: from the start (or nothing) to the first stop, then stop to stop. */
export function legMiles(
  start: LatLng | null,
  stops: readonly (LatLng | null)[],
): (number | null)[] {
  return stops.map((here, index) => {
    const before = index === 0 ? start : stops[index - 1]!;
    return before && here ? distanceMiles(before, here) : null;
  });
}
