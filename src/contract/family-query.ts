import { z } from './zod.js';
import { AGE_MAX, SETTINGS, type Setting } from './family-facts.js';
import { parseIsoDate } from './opening-hours.js';
import { PRICE_BAND_MAX } from './constants.js';
import { MEMBER_SCHEMES, type MemberScheme } from './member-schemes.js';
import type { NearStationMinutes } from './nearest-station.js';
import { nearStationParam } from './nearest-station-schema.js';
import { booleanParam, MAX_REPEATED_VALUES, wholeNumberParam } from './query-params.js';

/**
 * The list filters of decision 014, as query parameters of GET /attractions (and of the list page's
 * URL, list-state.ts): each bad value is a 400 naming its parameter.
 */

const openOnMessage = 'openOn must be a date as YYYY-MM-DD';

/** A real calendar date ('2026-11-28'); absent → undefined. */
export function isoDateParam(name: string, message: string) {
  return z
    .string({ error: message })
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const value = raw.trim();
      if (parseIsoDate(value) === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });
}

/** A repeatable choice from `values` (?setting=indoor&setting=mixed); absent → []. */
export function enumListParam<const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
) {
  const message = `${name} must be one of: ${values.join(', ')}`;
  return z
    .union([z.string(), z.array(z.string())], { error: message })
    .optional()
    .transform((raw, ctx) => {
      const given = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])
        .map((value) => value.trim())
        .filter((value) => value !== '');
      if (given.length > MAX_REPEATED_VALUES) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} may be given at most ${MAX_REPEATED_VALUES} times`,
        });
        return z.NEVER;
      }
      if (!given.every((value) => (values as readonly string[]).includes(value))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(given)] as T[number][];
    });
}

export const familyFilterQueryShape = {
  /** Open at some time on this London date; places with unknown hours are left out... */
  openOn: isoDateParam('openOn', openOnMessage),
  /** ...unless this is true (they are then listed, and the cards say the hours are not known). */
  includeUnknownHours: booleanParam('includeUnknownHours'),
  /** Accessibility facilities match 'partly' as well as 'yes' (decision 105). */
  partialAccess: booleanParam('partialAccess'),
  /** Suitable for a child of this age. */
  age: wholeNumberParam('age', 0, AGE_MAX),
  /** At most this price band; 0 is free entry only. Unknown prices never match. */
  maxPrice: wholeNumberParam('maxPrice', 0, PRICE_BAND_MAX),
  setting: enumListParam('setting', SETTINGS),
  /** Free for members of these schemes (decision 113): nationaltrust, englishheritage, nts, hes, cadw. */
  member: enumListParam('member', MEMBER_SCHEMES),
  /** "Car-free": within 10, 20 or 30 minutes' walk of a station (decision 150). */
  nearStation: nearStationParam(),
};

/** The family filters of a parsed query, as the query builder and the list state hold them. */
export interface FamilyFilters {
  openOn: string | undefined;
  includeUnknownHours: boolean | undefined;
  partialAccess: boolean | undefined;
  age: number | undefined;
  maxPrice: number | undefined;
  setting: Setting[];
  member: MemberScheme[];
  nearStation: NearStationMinutes | undefined;
}
