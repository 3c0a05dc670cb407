// The family filters' share of the list page's URL state (list-state.ts): the same keys and
// values as the API's (family-query.ts), parsed forgivingly and written without defaults.
import { PRICE_BAND_MAX } from './constants.js';
import { AGE_MAX, RAINY_DAY_SETTINGS, SETTINGS, type Setting } from './family-facts.js';
import { nextBankHoliday } from './bank-holidays.js';
import { londonToday } from './london-time.js';
import type { Nation } from './nation.js';
import { MEMBER_SCHEMES, type MemberScheme } from './member-schemes.js';
import {
  MONTH_NAMES,
  addDays,
  isoDate,
  parseIsoDate,
  weekdayLabels,
  weekdayOf,
  type CalendarDate,
} from './opening-hours.js';
import type { PriceBand } from './price.js';
import { NEAR_STATION_MINUTES, type NearStationMinutes } from './nearest-station.js';

export interface FamilyListState {
  /** A London date 'YYYY-MM-DD', or null for any day. */
  openOn: string | null;
  includeUnknownHours: boolean;
  partialAccess: boolean;
  age: number | null;
  maxPrice: PriceBand | null;
  settings: Setting[];
  /** Free for members of these schemes (decision 113). */
  members: MemberScheme[];
  /** "Car-free": within this many minutes' walk of a station, or null for anywhere. */
  nearStation: NearStationMinutes | null;
}

export const emptyFamilyFilters: FamilyListState = {
  openOn: null,
  includeUnknownHours: false,
  partialAccess: false,
  age: null,
  maxPrice: null,
  settings: [],
  members: [],
  nearStation: null,
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
    members: MEMBER_SCHEMES.filter((scheme) => params.getAll('member').includes(scheme)),
    nearStation:
      NEAR_STATION_MINUTES.find((minutes) => String(minutes) === params.get('nearStation')) ?? null,
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
    member: state.members,
    nearStation: state.nearStation ?? undefined,
  };
}

/** For the Filters badge: a day, an age, a price limit, a walk to a station and each setting count one each. */
export function familyFilterCount(state: FamilyListState): number {
  return (
    (state.openOn === null ? 0 : 1) +
    (state.age === null ? 0 : 1) +
    (state.maxPrice === null ? 0 : 1) +
    state.settings.length +
    state.members.length +
    (state.nearStation === null ? 0 : 1)
  );
}

export function isRainyDay(settings: readonly Setting[]): boolean {
  return (
    settings.length === RAINY_DAY_SETTINGS.length &&
    RAINY_DAY_SETTINGS.every((setting) => settings.includes(setting))
  );
}

/**
 * The quick choices of the "Open on" filter, as London dates from `today`, and the next bank
 * holiday in the visitor's nation ("Monday 31 August — bank holiday"); a quick choice that is a
 * bank holiday says so instead.
 */
export function openOnQuickChoices(
  today: CalendarDate = londonToday(),
  nation: Nation = 'england-wales',
): { label: string; date: string }[] {
  const ahead = (weekday: 'saturday' | 'sunday') => {
    let day = today;
    while (weekdayOf(day) !== weekday) day = addDays(day, 1);
    return day;
  };
  const choices = [
    { label: 'Today', date: isoDate(today) },
    { label: 'Tomorrow', date: isoDate(addDays(today, 1)) },
    { label: 'This Saturday', date: isoDate(ahead('saturday')) },
    { label: 'This Sunday', date: isoDate(ahead('sunday')) },
  ];
  const holiday = nextBankHoliday(nation, today);
  if (!holiday) return choices;
  const date = isoDate(holiday);
  const same = choices.find((choice) => choice.date === date);
  if (same) {
    same.label = `${same.label} — ${BANK_HOLIDAY_WORDS}`;
    return choices;
  }
  return [
    ...choices,
    { label: `${formatLondonDay(holiday, today)} — ${BANK_HOLIDAY_WORDS}`, date },
  ];
}

const BANK_HOLIDAY_WORDS = 'bank holiday';

/** 'Saturday 29 November' (with the year when it is not this London year). */
export function formatLondonDay(date: CalendarDate, today: CalendarDate = londonToday()): string {
  const day = `${weekdayLabels[weekdayOf(date)]} ${date.day} ${MONTH_NAMES[date.month - 1]}`;
  return date.year === today.year ? day : `${day} ${date.year}`;
}
