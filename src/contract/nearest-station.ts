/**
 * The nearest railway station of a place in Great Britain (decision 150): the station,
 * its straight-line distance and a walking estimate, and the "Car-free" filter's choices. The
 * estimate is made here once, so the page, the cards and the filter's SQL bound agree. No zod
 * here: the cards and the list's filters import these words on every first view (decision 096);
 * the schemas are in nearest-station-schema.ts.
 */

/** The "Car-free" filter's choices: within this many minutes' walk of a station. */
export const NEAR_STATION_MINUTES = [10, 20, 30] as const;
export type NearStationMinutes = (typeof NEAR_STATION_MINUTES)[number];

export const nearStationMessage = "nearStation must be 10, 20 or 30 (minutes' walk)";

/**
 * The walking estimate: a straight line understates a real route, so the line is lengthened by
 * 30 % and walked at 3 mph (80 m a minute), then rounded up to whole 5 minutes. Beyond
 * MAX_WALK_MINUTES no time is given: over that distance the straight line says too little about
 * the route (hills, rivers, a missing footpath) to promise one.
 */
export const ROUTE_FACTOR_PERCENT = 130;
export const WALK_METRES_PER_MINUTE = 80;
export const MAX_WALK_MINUTES = 45;
const STEP_MINUTES = 5;

/** Minutes' walk for a straight-line distance in whole metres; null beyond MAX_WALK_MINUTES. */
export function walkMinutes(straightMetres: number): number | null {
  // Whole-number arithmetic, so the filter's bound below matches it exactly.
  const divisor = WALK_METRES_PER_MINUTE * STEP_MINUTES * 100;
  const steps = Math.max(1, Math.ceil((straightMetres * ROUTE_FACTOR_PERCENT) / divisor));
  const minutes = steps * STEP_MINUTES;
  return minutes > MAX_WALK_MINUTES ? null : minutes;
}

/** The longest straight line, in whole metres, whose walkMinutes is at most `minutes`. */
export function maxStraightMetresForWalk(minutes: NearStationMinutes): number {
  return Math.floor((minutes * WALK_METRES_PER_MINUTE * 100) / ROUTE_FACTOR_PERCENT);
}

const METRES_PER_MILE = 1609.344;

/** Miles to one decimal place (whole miles from 10 on). */
export function stationMiles(straightMetres: number): number {
  const miles = straightMetres / METRES_PER_MILE;
  return miles >= 10 ? Math.round(miles) : Math.round(miles * 10) / 10;
}

/** A place's nearest station, as the API gives it (its schema: nearest-station-schema.ts). */
export interface NearestStation {
  name: string;
  /** The CRS code ('HFX'). */
  code: string;
  /** Straight-line miles, one decimal place. */
  distanceMiles: number;
  /** The estimate above; null when the station is too far to promise a walking time. */
  walkMinutes: number | null;
}

/** Why a place has no nearest station. */
export const NEAREST_STATION_MISSING_REASONS = ['northern-ireland', 'no-location'] as const;
export type NearestStationMissingReason = (typeof NEAREST_STATION_MISSING_REASONS)[number];

export const NORTHERN_IRELAND_RAIL_NOTE = 'Rail data for Northern Ireland is not yet included';

export function nearestStation(name: string, code: string, metres: number): NearestStation {
  return {
    name,
    code,
    distanceMiles: stationMiles(metres),
    walkMinutes: walkMinutes(metres),
  };
}

const milesText = (miles: number) => `${miles} ${miles === 1 ? 'mile' : 'miles'}`;

/** "Nearest station: Halifax, 0.2 miles, about 5 minutes' walk". */
export function nearestStationLine(station: NearestStation): string {
  const walk =
    station.walkMinutes === null
      ? `more than ${MAX_WALK_MINUTES} minutes' walk`
      : `about ${station.walkMinutes} minutes' walk`;
  return `Nearest station: ${station.name}, ${milesText(station.distanceMiles)}, ${walk}`;
}

/** How the estimate is made, in a sentence the page shows beside it. */
export const WALK_ESTIMATE_NOTE =
  'Walking time estimated from the straight-line distance at 3 mph plus 30 % for the route; check the way before you go.';

/** The ODbL attribution every page showing station data carries (decision 150). */
export const STATION_DATA_CREDIT = {
  source:
    'Station data: uk-railway-stations by David Wheatley, from Trainline EU and their sources',
  licence: 'Open Database License (ODbL 1.0)',
  datasetUrl: 'https://github.com/davwheat/uk-railway-stations',
  licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
} as const;

/**
 * A card's reason on a car-free list: "About 5 minutes' walk from Halifax station"; null when the
 * station is too far to promise a walk.
 */
export function stationWalkWords(station: NearestStation): string | null {
  return station.walkMinutes === null
    ? null
    : `About ${station.walkMinutes} minutes' walk from ${station.name} station`;
}
