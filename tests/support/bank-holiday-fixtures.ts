// One set of bank-holiday cases (issue 31, docs/decisions/151) run against the TypeScript hours
// arithmetic (src/contract/bank-holidays.test.ts) and the SQL "open on" filter on PGlite and
// PostgreSQL (tests/api/attraction-service/bank-holidays.test.ts). Made-up places (names start
// "Fixture BH") in one region of each nation, so no real place gets invented hours.
import { emptyWeek, WEEKDAYS, type ScheduledHours } from '../../src/contract/opening-hours.js';

const everyDay = (opens: string, closes: string) => {
  const week = emptyWeek();
  for (const day of WEEKDAYS) week[day] = [{ opens, closes }];
  return week;
};

/** Open every day of the year 10:00–17:00, closed on bank holidays. */
export const closedOnBankHolidays: ScheduledHours = {
  state: 'scheduled',
  seasons: [{ name: 'All year', from: '01-01', to: '12-31', week: everyDay('10:00', '17:00') }],
  exceptions: [],
  bankHolidays: [],
};

/** Closed on Mondays, but open 12:00–16:00 on bank holidays; Christmas Day always closed. */
export const openOnBankHolidays: ScheduledHours = {
  state: 'scheduled',
  seasons: [
    {
      name: 'All year',
      from: '01-01',
      to: '12-31',
      week: { ...everyDay('10:00', '17:00'), monday: [] },
    },
  ],
  exceptions: [{ date: '12-25', spans: [], note: 'Christmas Day' }],
  bankHolidays: [{ opens: '12:00', closes: '16:00' }],
};

const place = (name: string, region: string, latitude: number, longitude: number) => ({
  name,
  location: { coordinates: { latitude, longitude }, region },
  categories: ['museum'],
  mainCategory: 'museum',
});

/** The places: one closed on bank holidays in each nation, one open on them in England. */
export const bankHolidayPlaces = {
  england: {
    ...place('Fixture BH England', 'yorkshire', 53.8, -1.55),
    hours: closedOnBankHolidays,
  },
  scotland: {
    ...place('Fixture BH Scotland', 'southscotland', 55.95, -3.19),
    hours: closedOnBankHolidays,
  },
  northernIreland: {
    ...place('Fixture BH Northern Ireland', 'northernireland', 54.6, -5.93),
    hours: closedOnBankHolidays,
  },
  englandOpen: {
    ...place('Fixture BH England Mondays', 'yorkshire', 53.81, -1.56),
    hours: openOnBankHolidays,
  },
} as const;
export type BankHolidayPlace = keyof typeof bankHolidayPlaces;

/** A date and the places open on it. */
export interface BankHolidayCase {
  date: string;
  why: string;
  open: BankHolidayPlace[];
}

export const bankHolidayCases: BankHolidayCase[] = [
  {
    date: '2026-06-10',
    why: 'an ordinary Wednesday',
    open: ['england', 'scotland', 'northernIreland', 'englandOpen'],
  },
  {
    date: '2026-06-08',
    why: 'an ordinary Monday',
    open: ['england', 'scotland', 'northernIreland'],
  },
  {
    date: '2026-01-02',
    why: '2 January: Scotland only',
    open: ['england', 'northernIreland', 'englandOpen'],
  },
  {
    date: '2026-03-17',
    why: "St Patrick's Day: Northern Ireland only",
    open: ['england', 'scotland', 'englandOpen'],
  },
  { date: '2026-04-03', why: 'Good Friday: every nation', open: ['englandOpen'] },
  { date: '2026-04-06', why: 'Easter Monday: not in Scotland', open: ['scotland', 'englandOpen'] },
  {
    date: '2026-07-13',
    why: 'the Boyne (substitute day): Northern Ireland only',
    open: ['england', 'scotland'],
  },
  {
    date: '2026-08-03',
    why: 'summer bank holiday in Scotland only',
    open: ['england', 'northernIreland'],
  },
  {
    date: '2026-08-31',
    why: 'summer bank holiday outside Scotland',
    open: ['scotland', 'englandOpen'],
  },
  {
    date: '2026-11-30',
    why: "St Andrew's Day (a Monday): Scotland only",
    open: ['england', 'northernIreland'],
  },
  { date: '2026-12-25', why: 'Christmas Day: every nation, and the exception wins', open: [] },
  {
    date: '2026-12-26',
    why: 'Boxing Day on a Saturday is not the bank holiday',
    open: ['england', 'scotland', 'northernIreland', 'englandOpen'],
  },
  { date: '2026-12-28', why: 'Boxing Day substitute: every nation', open: ['englandOpen'] },
  {
    date: '2027-01-04',
    why: '2 January substitute: Scotland only',
    open: ['england', 'northernIreland'],
  },
  {
    date: '2029-03-19',
    why: "St Patrick's Day substitute: Northern Ireland only",
    open: ['england', 'scotland'],
  },
  {
    date: '2030-12-02',
    why: "St Andrew's Day substitute: Scotland only",
    open: ['england', 'northernIreland'],
  },
];

/**
 * The bank holidays of 2026–2030 by nation, 'MM-DD'. 2026 and 2027 are GOV.UK's published lists;
 * 2028–2030 are not yet published and follow the statutory rules (the same days, a weekend one
 * moved to the next weekday) as worked out by hand, so a change in date-holidays shows here.
 */
export const publishedBankHolidays: Record<
  'england-wales' | 'scotland' | 'northern-ireland',
  Record<number, string[]>
> = {
  'england-wales': {
    2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
    2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
    2028: ['01-03', '04-14', '04-17', '05-01', '05-29', '08-28', '12-25', '12-26'],
    2029: ['01-01', '03-30', '04-02', '05-07', '05-28', '08-27', '12-25', '12-26'],
    2030: ['01-01', '04-19', '04-22', '05-06', '05-27', '08-26', '12-25', '12-26'],
  },
  scotland: {
    2026: ['01-01', '01-02', '04-03', '05-04', '05-25', '08-03', '11-30', '12-25', '12-28'],
    2027: ['01-01', '01-04', '03-26', '05-03', '05-31', '08-02', '11-30', '12-27', '12-28'],
    2028: ['01-03', '01-04', '04-14', '05-01', '05-29', '08-07', '11-30', '12-25', '12-26'],
    2029: ['01-01', '01-02', '03-30', '05-07', '05-28', '08-06', '11-30', '12-25', '12-26'],
    2030: ['01-01', '01-02', '04-19', '05-06', '05-27', '08-05', '12-02', '12-25', '12-26'],
  },
  'northern-ireland': {
    2026: [
      '01-01',
      '03-17',
      '04-03',
      '04-06',
      '05-04',
      '05-25',
      '07-13',
      '08-31',
      '12-25',
      '12-28',
    ],
    2027: [
      '01-01',
      '03-17',
      '03-26',
      '03-29',
      '05-03',
      '05-31',
      '07-12',
      '08-30',
      '12-27',
      '12-28',
    ],
    2028: [
      '01-03',
      '03-17',
      '04-14',
      '04-17',
      '05-01',
      '05-29',
      '07-12',
      '08-28',
      '12-25',
      '12-26',
    ],
    2029: [
      '01-01',
      '03-19',
      '03-30',
      '04-02',
      '05-07',
      '05-28',
      '07-12',
      '08-27',
      '12-25',
      '12-26',
    ],
    2030: [
      '01-01',
      '03-18',
      '04-19',
      '04-22',
      '05-06',
      '05-27',
      '07-12',
      '08-26',
      '12-25',
      '12-26',
    ],
  },
};

/** Every day 10:00–17:00 from Good Friday to 31 October (docs/decisions/152). */
export const easterToOctober: ScheduledHours = {
  state: 'scheduled',
  seasons: [{ name: 'Summer', from: 'good-friday', to: '10-31', week: everyDay('10:00', '17:00') }],
  exceptions: [],
};

export const easterSeasonPlace = {
  ...place('Fixture Easter Season', 'yorkshire', 53.82, -1.57),
  hours: easterToOctober,
};

/** Dates and whether the Easter-to-October place is open (Easter 2026: 5 April; 2027: 28 March). */
export const easterSeasonCases: { date: string; open: boolean }[] = [
  { date: '2026-04-02', open: false },
  { date: '2026-04-03', open: true },
  { date: '2026-10-31', open: true },
  { date: '2026-11-01', open: false },
  { date: '2027-03-25', open: false },
  { date: '2027-03-26', open: true },
  { date: '2027-04-02', open: true },
];
