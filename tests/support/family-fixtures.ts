// Attractions covering every state of the family facts (issue 17): scheduled hours with two
// seasons and both kinds of exception, "varies", unknown, all-year; every setting; ages open
// above, closed and "all ages"; free, cheap and unknown-to-the-filter prices; access yes and
// partly. Made-up places (names start "Fixture") so no real place gets invented facts.
import { emptyWeek, type OpeningHours, type WeekHours } from '../../src/contract/opening-hours.js';

type ScheduledHours = Extract<OpeningHours, { state: 'scheduled' }>;

const days = (spans: { opens: string; closes: string }[], open: (keyof WeekHours)[]): WeekHours => {
  const week = emptyWeek();
  for (const day of open) week[day] = spans;
  return week;
};

/** Summer Tue-Sun 10-17; winter weekends 10-16; shut Christmas Day; late on 26 Nov 2026. */
export const museumHours: ScheduledHours = {
  state: 'scheduled',
  seasons: [
    {
      name: 'Summer',
      from: '04-01',
      to: '10-31',
      week: days(
        [{ opens: '10:00', closes: '17:00' }],
        ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      ),
    },
    {
      name: 'Winter',
      from: '11-01',
      to: '03-31',
      week: days([{ opens: '10:00', closes: '16:00' }], ['saturday', 'sunday']),
    },
  ],
  exceptions: [
    { date: '12-25', spans: [], note: 'Christmas Day' },
    { date: '2026-11-26', spans: [{ opens: '10:00', closes: '21:00' }], note: 'Late opening' },
  ],
};

/** Every day 09:00-12:00 and 13:00-18:00, all year. */
export const softPlayHours: ScheduledHours = {
  state: 'scheduled',
  seasons: [
    {
      name: 'All year',
      from: '01-01',
      to: '12-31',
      week: days(
        [
          { opens: '09:00', closes: '12:00' },
          { opens: '13:00', closes: '18:00' },
        ],
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      ),
    },
  ],
  exceptions: [],
};

const LEEDS = { latitude: 53.7997, longitude: -1.5492 };

/** Overrides of the admin attraction body (tests/api/management-service/helpers.ts). */
export const familyFixtures = {
  museum: {
    name: 'Fixture Museum of Rain',
    location: {
      coordinates: LEEDS,
      address: { postalTown: 'Leeds', country: 'England' },
      region: 'yorkshire',
    },
    categories: ['museum'],
    mainCategory: 'museum',
    price: 0,
    openingHours: museumHours,
    ages: { from: 0, to: null },
    setting: 'indoor',
    access: {
      note: 'Step-free from the car park to every gallery.',
      guideUrl: 'https://example.org/access',
    },
    facilities: [
      { name: 'wheelchairaccess', state: 'YES' },
      { name: 'changingplaces', state: 'YES' },
      { name: 'hearingloop', state: 'NO' },
    ],
  },
  farm: {
    name: 'Fixture Farm',
    price: 2,
    openingHours: { state: 'varies' },
    ages: { from: 2, to: 10 },
    setting: 'outdoor',
    facilities: [{ name: 'wheelchairaccess', state: 'PARTIAL' }],
  },
  softPlay: {
    name: 'Fixture Soft Play',
    location: {
      coordinates: { latitude: 53.81, longitude: -1.56 },
      address: { postalTown: 'Leeds', country: 'England' },
      region: 'yorkshire',
    },
    price: 1,
    openingHours: softPlayHours,
    ages: { from: 1, to: 5 },
    setting: 'mixed',
    facilities: [
      { name: 'wheelchairaccess', state: 'PARTIAL' },
      { name: 'changingplaces', state: 'PARTIAL' },
    ],
  },
  unknown: { name: 'Fixture Unknown', price: 3, facilities: [] },
} satisfies Record<string, Record<string, unknown>>;
