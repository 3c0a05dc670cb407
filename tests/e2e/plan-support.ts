// Three places of their own for the day-plan browser tests (issue 32): made through the admin
// API with known hours and facilities, so the server-rendered plan has real facts to show.
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, uniqueTag } from './support/admin.js';

const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const week = (opens: string, closes: string, days: string[]) =>
  Object.fromEntries(ALL_DAYS.map((day) => [day, days.includes(day) ? [{ opens, closes }] : []]));

export interface PlanPlaces {
  castle: { id: number; name: string };
  gardens: { id: number; name: string };
  museum: { id: number; name: string };
}

const PLACES = {
  // Beside York's city centre: the first stop from York.
  castle: {
    label: 'Castle',
    coordinates: { latitude: 53.955, longitude: -1.08 },
    week: week('10:00', '17:00', ALL_DAYS),
    facilities: [
      { name: 'cafe', state: 'YES' },
      { name: 'toilets', state: 'YES' },
    ],
  },
  // About 11 miles north of the castle: second.
  gardens: {
    label: 'Gardens',
    coordinates: { latitude: 54.1, longitude: -1.2 },
    week: week('09:00', '17:30', ALL_DAYS),
    facilities: [{ name: 'picnicarea', state: 'YES' }],
  },
  // Near Harrogate, furthest on: third. Closed on Mondays.
  museum: {
    label: 'Museum',
    coordinates: { latitude: 53.99, longitude: -1.54 },
    week: week('10:00', '17:00', ALL_DAYS.slice(1)),
    facilities: [{ name: 'picnicarea', state: 'NO' }],
  },
} as const;

export async function createPlanPlaces(request: APIRequestContext): Promise<PlanPlaces> {
  const { token } = await adminToken(request);
  const tag = uniqueTag();
  const made: Record<string, { id: number; name: string }> = {};
  for (const [key, place] of Object.entries(PLACES)) {
    const name = `Zz Plan ${place.label} ${tag}`;
    const created = await request.post('/management-service/v1/attractions', {
      headers: { token },
      data: {
        name,
        description: `${name} is made up for the day-plan browser tests.`,
        location: {
          coordinates: place.coordinates,
          address: {
            addressLineOne: '1 Test Street',
            postalTown: 'York',
            postalCode: 'YO1 7HH',
            country: 'England',
          },
          region: 'yorkshire',
        },
        categories: ['museum'],
        mainCategory: 'museum',
        entryPrice: 5,
        openingHours: {
          state: 'scheduled',
          seasons: [{ name: 'All year', from: '01-01', to: '12-31', week: place.week }],
          exceptions: [],
        },
        facilities: place.facilities,
        factSources: {
          hours: { source: 'website', url: 'https://example.org/hours', asOf: recentDate() },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { response: { id: number } }).response;
    const activated = await request.post(`/management-service/v1/attractions/${id}/activate`, {
      headers: { token },
    });
    expect(activated.ok(), await activated.text()).toBe(true);
    made[key] = { id, name };
  }
  return made as unknown as PlanPlaces;
}

/** A month ago: a source recent enough not to be called old. */
function recentDate(): string {
  return new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
}

/** The next Monday at least two days ahead, as YYYY-MM-DD (London and UTC agree at noon). */
export function nextMonday(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  day.setUTCHours(12);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** 'Monday 7 December 2026' */
export function mondayWords(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  return `Monday ${date.getUTCDate()} ${date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${date.getUTCFullYear()}`;
}

export const planPath = (date: string, ids: number[], from = 'York') =>
  `/plan/?date=${date}&from=${encodeURIComponent(from)}&ids=${ids.join(',')}`;
