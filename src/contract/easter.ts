// Seasons that follow Easter (docs/decisions/152): a season may start or end on a named
// day of the Easter weekend instead of a fixed 'MM-DD', resolved for each year.
import type { CalendarDate } from './opening-hours.js';

/** The Easter days a season can start or end on, as days after Easter Sunday. */
export const EASTER_ANCHORS = {
  'good-friday': -2,
  'easter-saturday': -1,
  'easter-sunday': 0,
  'easter-monday': 1,
} as const;
export type EasterAnchor = keyof typeof EASTER_ANCHORS;

export const easterAnchorLabels: Record<EasterAnchor, string> = {
  'good-friday': 'Good Friday',
  'easter-saturday': 'Easter Saturday',
  'easter-sunday': 'Easter Sunday',
  'easter-monday': 'Easter Monday',
};

export function isEasterAnchor(value: string): value is EasterAnchor {
  return Object.hasOwn(EASTER_ANCHORS, value);
}

/** Western Easter Sunday (the Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'MM-DD' of an Easter day in `year`. */
export function easterMonthDay(anchor: EasterAnchor, year: number): string {
  const sunday = easterSunday(year);
  const date = new Date(Date.UTC(year, sunday.month - 1, sunday.day + EASTER_ANCHORS[anchor]));
  return `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A season's day as 'MM-DD' in `year`: a fixed day as it is, an Easter day resolved. */
export function resolveSeasonDay(value: string, year: number): string {
  return isEasterAnchor(value) ? easterMonthDay(value, year) : value;
}
