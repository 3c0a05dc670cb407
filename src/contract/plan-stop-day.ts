// What a plan says about one stop on its day (decision 170): the hours that day, where they came
// from, and the warnings a family wants before setting off. Plain values, free of zod.
import type { Closure } from './closure.js';
import type { Nation } from './nation.js';
import { isStaleFact, type Provenance } from './fact-provenance.js';
import {
  hoursOn,
  isoDate,
  minutesOf,
  type CalendarDate,
  type DayHours,
  type OpeningHours,
} from './opening-hours.js';

/** A place whose last closing time that day is before this closes early for a day out. */
export const EARLY_CLOSING_TIME = '16:00';

export type StopWarning =
  /** Closed all that day by its hours (out of season, a closed weekday, an exception). */
  | { kind: 'closed' }
  /** Temporarily closed (decision 067) on that day: the reopening date, when known, is after it. */
  | { kind: 'temporarilyClosed'; reopensOn: string | null; note: string | null }
  /** Open that day, but its last opening ends before EARLY_CLOSING_TIME. */
  | { kind: 'closesEarly'; closes: string }
  /** Nobody has checked its hours, or they vary: the day is not known. */
  | { kind: 'unknown' }
  /** The hours' source is more than a year old on the day the plan is read. */
  | { kind: 'old'; asOf: string };

export interface StopFacts {
  openingHours: OpeningHours;
  closure: Closure;
  /** Where the hours came from (decision 109); null when nobody recorded it. */
  hoursCheck: Provenance | null;
  /** Whose bank holidays apply (decision 151). */
  nation: Nation;
}

export interface StopDay {
  hours: DayHours;
  warnings: StopWarning[];
}

/** The stop's hours on `date` and its warnings; `today` (YYYY-MM-DD) dates the source. */
export function stopDay(facts: StopFacts, date: CalendarDate, today: string): StopDay {
  const hours = hoursOn(facts.openingHours, date, facts.nation);
  const warnings: StopWarning[] = [];
  const day = isoDate(date);
  const { closure } = facts;
  if (closure.state !== 'open' && (closure.reopensOn === null || day < closure.reopensOn)) {
    warnings.push({ kind: 'temporarilyClosed', reopensOn: closure.reopensOn, note: closure.note });
  }
  if (hours.kind === 'unknown') warnings.push({ kind: 'unknown' });
  if (hours.kind === 'spans') {
    const last = hours.spans.at(-1);
    if (!last) warnings.push({ kind: 'closed' });
    else if (minutesOf(last.closes) < minutesOf(EARLY_CLOSING_TIME)) {
      warnings.push({ kind: 'closesEarly', closes: last.closes });
    }
  }
  if (hours.kind !== 'unknown' && facts.hoursCheck && isStaleFact(facts.hoursCheck.asOf, today)) {
    warnings.push({ kind: 'old', asOf: facts.hoursCheck.asOf });
  }
  return { hours, warnings };
}

/** The facilities a plan shows for each stop, in this order. */
export const PLAN_FACILITY_NAMES = ['cafe', 'picnicarea', 'toilets'] as const;
export type PlanFacilityName = (typeof PLAN_FACILITY_NAMES)[number];
