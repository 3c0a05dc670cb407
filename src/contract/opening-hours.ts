// Opening hours as plain values and calendar arithmetic, free of zod (decision 047): the list
// cards and the attraction page read them without loading the schemas in
// opening-hours-schema.ts. Every time is Europe/London wall time (docs/decisions/008); what day
// and time it is in London now is london-time.ts's job, so this file never touches a time zone.
// Bank holidays differ by nation (docs/decisions/151): every question about a day takes the
// place's nation.
import { BANK_HOLIDAY_DATES } from './bank-holiday-dates.js';
import { resolveSeasonDay } from './easter.js';
import type { Nation } from './nation.js';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const weekdayLabels: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** One stretch of opening on one day, 'HH:MM' to 'HH:MM' (closes may be '24:00'). */
export interface TimeSpan {
  opens: string;
  closes: string;
}

/** Each weekday's spans in time order; no spans means closed that day. */
export type WeekHours = Record<Weekday, TimeSpan[]>;

/**
 * A regular week for part of every year, 'MM-DD' to 'MM-DD' inclusive; either end may instead be
 * an Easter day ('good-friday', 'easter-sunday', … in easter.ts), resolved for each year. A season may run over the
 * new year ('11-01' to '03-31'); one season '01-01' to '12-31' is the whole year. A date in no
 * season is closed (out of season).
 */
export interface Season {
  name: string;
  from: string;
  to: string;
  week: WeekHours;
}

/**
 * One day that differs from its season: 'YYYY-MM-DD' for one date, or 'MM-DD' for that day every
 * year (Christmas Day). No spans means closed. A dated exception wins over a yearly one.
 */
export interface HoursException {
  date: string;
  spans: TimeSpan[];
  note: string | null;
}

export const HOURS_STATES = ['unknown', 'always', 'varies', 'scheduled'] as const;
export type HoursState = (typeof HOURS_STATES)[number];

export interface ScheduledHours {
  state: 'scheduled';
  seasons: Season[];
  exceptions: HoursException[];
  /**
   * The bank-holiday rule (docs/decisions/151): absent, a bank holiday is like any other day; no
   * spans, closed on bank holidays; spans, open on bank holidays with these hours. It applies in
   * season only (out of season stays closed), and an exception on the date wins over it.
   */
  bankHolidays?: TimeSpan[];
}

export type OpeningHours =
  | { state: 'unknown' }
  /** Open all year, any time: parks, beaches, ruins. */
  | { state: 'always' }
  /** The place publishes no regular pattern: check its website. */
  | { state: 'varies' }
  | ScheduledHours;

export const UNKNOWN_HOURS: OpeningHours = { state: 'unknown' };

export const hoursStateLabels: Record<HoursState, string> = {
  unknown: 'Not yet checked',
  always: 'Open all year, any time',
  varies: 'Varies — check the website',
  scheduled: 'Regular opening times',
};

/** A calendar date without a time zone: what a London wall calendar shows. */
export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const MONTH_DAY_PATTERN = /^\d{2}-\d{2}$/;

/** Minutes since midnight: '10:30' → 630, '24:00' → 1440. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'MM-DD' that names a day in some year (29 February included). */
export function isMonthDay(value: string): boolean {
  if (!MONTH_DAY_PATTERN.test(value)) return false;
  const [month, day] = value.split('-').map(Number);
  return month! >= 1 && month! <= 12 && day! >= 1 && day! <= DAYS_IN_MONTH[month! - 1]!;
}

export function parseIsoDate(value: string): CalendarDate | null {
  if (!ISO_DATE_PATTERN.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number);
  const date = { year: year!, month: month!, day: day! };
  // Date.UTC rolls 31 April over to 1 May: a real date survives the round trip.
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCFullYear() === date.year &&
    check.getUTCMonth() === date.month - 1 &&
    check.getUTCDate() === date.day
    ? date
    : null;
}

export function isoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

export function monthDay(date: CalendarDate): string {
  return `${pad(date.month)}-${pad(date.day)}`;
}

/** The weekday of a calendar date (a pure calendar fact: no time zone involved). */
export function weekdayOf(date: CalendarDate): Weekday {
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** Whether 'MM-DD' falls in a season, seasons over the new year included. */
export function seasonContains(season: Pick<Season, 'from' | 'to'>, day: string): boolean {
  return season.from <= season.to
    ? season.from <= day && day <= season.to
    : season.from <= day || day <= season.to;
}

/** A season's first and last day as 'MM-DD' in `year` (an Easter day resolved for that year). */
export function seasonInYear(season: Pick<Season, 'from' | 'to'>, year: number) {
  return { from: resolveSeasonDay(season.from, year), to: resolveSeasonDay(season.to, year) };
}

export function seasonOn(hours: OpeningHours, date: CalendarDate): Season | null {
  if (hours.state !== 'scheduled') return null;
  const day = monthDay(date);
  return (
    hours.seasons.find((season) => seasonContains(seasonInYear(season, date.year), day)) ?? null
  );
}

export function exceptionOn(hours: OpeningHours, date: CalendarDate): HoursException | null {
  if (hours.state !== 'scheduled') return null;
  const dated = isoDate(date);
  const yearly = monthDay(date);
  return (
    hours.exceptions.find((e) => e.date === dated) ??
    hours.exceptions.find((e) => e.date === yearly) ??
    null
  );
}

/**
 * What is known about one day: open any time, its spans (none = closed), or unknown ('unknown'
 * and 'varies' both leave the day unknown).
 */
export type DayHours =
  | { kind: 'always' }
  | { kind: 'unknown' }
  | {
      kind: 'spans';
      spans: TimeSpan[];
      exception: HoursException | null;
      /** The place's bank-holiday rule decided the day. */
      bankHoliday: boolean;
    };

/** A bank holiday in `nation` (the generated table: none known outside its years). */
export function isBankHoliday(nation: Nation, date: CalendarDate): boolean {
  return BANK_HOLIDAY_DATES[nation][date.year]?.includes(monthDay(date)) ?? false;
}

/**
 * A day's hours: a dated exception, else a yearly one, else (in season, on a bank holiday in the
 * place's nation) the bank-holiday rule, else the season's week. The SQL filter (open-on-sql.ts)
 * follows the same order.
 */
export function hoursOn(hours: OpeningHours, date: CalendarDate, nation: Nation): DayHours {
  switch (hours.state) {
    case 'always':
      return { kind: 'always' };
    case 'unknown':
    case 'varies':
      return { kind: 'unknown' };
    case 'scheduled': {
      const exception = exceptionOn(hours, date);
      if (exception)
        return { kind: 'spans', spans: exception.spans, exception, bankHoliday: false };
      const season = seasonOn(hours, date);
      if (season && hours.bankHolidays && isBankHoliday(nation, date)) {
        return { kind: 'spans', spans: hours.bankHolidays, exception: null, bankHoliday: true };
      }
      return {
        kind: 'spans',
        spans: season ? season.week[weekdayOf(date)] : [],
        exception: null,
        bankHoliday: false,
      };
    }
  }
}

/** Open at some time that day; null when the hours are not known. */
export function isOpenOn(hours: OpeningHours, date: CalendarDate, nation: Nation): boolean | null {
  const day = hoursOn(hours, date, nation);
  if (day.kind === 'unknown') return null;
  return day.kind === 'always' || day.spans.length > 0;
}

/** '10:00–17:00', '10:00–12:00, 13:00–17:00' */
export function formatSpans(spans: readonly TimeSpan[]): string {
  return spans.map((span) => `${span.opens}–${span.closes}`).join(', ');
}

/** A wall-clock moment in London: the date and minutes since midnight. */
export interface LondonMoment {
  date: CalendarDate;
  minutes: number;
}

/** Open at this London moment; null when the hours are not known. */
export function isOpenAt(
  hours: OpeningHours,
  moment: LondonMoment,
  nation: Nation,
): boolean | null {
  const day = hoursOn(hours, moment.date, nation);
  if (day.kind === 'unknown') return null;
  if (day.kind === 'always') return true;
  return day.spans.some(
    (span) => minutesOf(span.opens) <= moment.minutes && moment.minutes < minutesOf(span.closes),
  );
}

/** How far ahead "opens Saturday at 10:00" looks (a place shut for winter says so plainly). */
const NEXT_OPENING_HORIZON_DAYS = 14;

/** The next day, after `date`, the place opens and the time it opens; null beyond two weeks. */
export function nextOpening(
  hours: OpeningHours,
  date: CalendarDate,
  nation: Nation,
): { date: CalendarDate; opens: string } | null {
  for (let ahead = 1; ahead <= NEXT_OPENING_HORIZON_DAYS; ahead += 1) {
    const day = addDays(date, ahead);
    const known = hoursOn(hours, day, nation);
    if (known.kind === 'spans' && known.spans.length > 0) {
      return { date: day, opens: known.spans[0]!.opens };
    }
  }
  return null;
}

/** The seven days from `date` with their hours: the week the attraction page shows. */
export function weekFrom(
  hours: OpeningHours,
  date: CalendarDate,
  nation: Nation,
): { date: CalendarDate; weekday: Weekday; hours: DayHours }[] {
  return Array.from({ length: 7 }, (_, ahead) => {
    const day = addDays(date, ahead);
    return { date: day, weekday: weekdayOf(day), hours: hoursOn(hours, day, nation) };
  });
}

export function emptyWeek(): WeekHours {
  return {
    monday: [],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  };
}

/** The months as a London calendar names them, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
