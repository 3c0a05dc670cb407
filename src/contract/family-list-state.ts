// The family filters' share of the list page's URL state (list-state.ts): the same keys and
// values as the API's (family-query.ts), parsed forgivingly and written without defaults.
import { PRICE_BAND_MAX } from './constants.js';
import { AGE_MAX, RAINY_DAY_SETTINGS, SETTINGS, type Setting } from './family-facts.js';
import { londonToday } from './london-time.js';
import {
  addDays,
  isoDate,
  parseIsoDate,
  weekdayLabels,
  weekdayOf,
  type CalendarDate,
} from './opening-hours.js';
import type { PriceBand } from './price.js';

export interface FamilyListState {
  /** A London date 'YYYY-MM-DD', or null for any day. */
  openOn: string | null;
  includeUnknownHours: boolean;
  partialAccess: boolean;
  age: number | null;
  maxPrice: PriceBand | null;
  settings: Setting[];
}

export const emptyFamilyFilters: FamilyListState = {
  openOn: null,
  includeUnknownHours: false,
  partialAccess: false,
  age: null,
  maxPrice: null,
  settings: [],
};

function wholeNumber(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,3}$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value <= max ? value : null;
}

export function parseFamilyListState(params: URLSearchParams): FamilyListState {
  const openOn = params.get('openOn')?.trim() ?? '';
  return {
    openOn: parseIsoDate(openOn) ? openOn : null,
    includeUnknownHours: params.get('includeUnknownHours') === 'true',
    partialAccess: params.get('partialAccess') === 'true',
    age: wholeNumber(params.get('age'), AGE_MAX),
    maxPrice: wholeNumber(params.get('maxPrice'), PRICE_BAND_MAX) as PriceBand | null,
    settings: SETTINGS.filter((setting) => params.getAll('setting').includes(setting)),
  };
}

/** The URL's (and the API's) parameters for these filters; defaults are left out. */
export function familyQuery(state: FamilyListState) {
  return {
    openOn: state.openOn ?? undefined,
    // Only meaningful beside the filter they loosen.
    includeUnknownHours: state.openOn !== null && state.includeUnknownHours ? true : undefined,
    partialAccess: state.partialAccess ? true : undefined,
    age: state.age ?? undefined,
    maxPrice: state.maxPrice ?? undefined,
    setting: state.settings,
  };
}

/** For the Filters badge: a day, an age, a price limit and each setting count one each. */
export function familyFilterCount(state: FamilyListState): number {
  return (
    (state.openOn === null ? 0 : 1) +
    (state.age === null ? 0 : 1) +
    (state.maxPrice === null ? 0 : 1) +
    state.settings.length
  );
}

export function isRainyDay(settings: readonly Setting[]): boolean {
  return (
    settings.length === RAINY_DAY_SETTINGS.length &&
    RAINY_DAY_SETTINGS.every((setting) => settings.includes(setting))
  );
}

/** The quick choices of the "Open on" filter, as London dates from `today`. */
export function openOnQuickChoices(
  today: CalendarDate = londonToday(),
): { label: string; date: string }[] {
  const ahead = (weekday: 'saturday' | 'sunday') => {
    let day = today;
    while (weekdayOf(day) !== weekday) day = addDays(day, 1);
    return day;
  };
  return [
    { label: 'Today', date: isoDate(today) },
    { label: 'Tomorrow', date: isoDate(addDays(today, 1)) },
    { label: 'This Saturday', date: isoDate(ahead('saturday')) },
    { label: 'This Sunday', date: isoDate(ahead('sunday')) },
  ];
}

const MONTHS = [
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
];

/** 'Saturday 29 November' (with the year when it is not this London year). */
export function formatLondonDay(date: CalendarDate, today: CalendarDate = londonToday()): string {
  const day = `${weekdayLabels[weekdayOf(date)]} ${date.day} ${MONTHS[date.month - 1]}`;
  return date.year === today.year ? day : `${day} ${date.year}`;
}
