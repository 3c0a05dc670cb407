import path from 'node:path';
import ICAL from 'ical.js';
import { beforeAll, expect, it } from 'vitest';
import { emptyWeek } from '../../src/contract/opening-hours.js';
import { OFFLINE_CACHEABLE_HEADER } from '../../src/contract/offline.js';
import { createAdminToken } from '../support/admin-token.js';
import { useTestApp } from '../support/test-app.js';
import { describeEachEngine } from '../support/test-database.js';
import { attractionBody, call, M } from './management-service/helpers.js';

// Issue 32: a day plan's calendar file, the header that lets the offline worker keep an answer,
// and the plan page as the server renders it (it needs `npm run build`, as npm test does).
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
const CALENDAR = '/api/calendar/plan.ics';
const DAY = '2030-06-03'; // a Monday

describeEachEngine('day plans: calendar files, offline marks and the plan page', (engine) => {
  const ctx = useTestApp(engine, { webRoot });
  let token: string;
  const ids: number[] = [];

  beforeAll(async () => {
    ({ token } = await createAdminToken(ctx.database));
    const week = { ...emptyWeek(), tuesday: [{ opens: '10:00', closes: '17:00' }] };
    const mondays = { ...emptyWeek(), monday: [{ opens: '09:30', closes: '15:00' }] };
    for (const [name, hours] of [
      ['Plan Farm', mondays],
      ['Plan Abbey', week],
    ] as const) {
      const created = await call(ctx.app, {
        method: 'POST',
        url: `${M}/attractions`,
        token,
        payload: attractionBody({
          name,
          openingHours: {
            state: 'scheduled',
            seasons: [{ name: 'All year', from: '01-01', to: '12-31', week: hours }],
            exceptions: [],
          },
          factSources: {
            hours: { source: 'website', url: 'https://example.org/hours', asOf: '2026-05-01' },
          },
        }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().response;
      const live = await call(ctx.app, {
        method: 'POST',
        url: `${M}/attractions/${id}/activate`,
        token,
      });
      expect(live.statusCode, live.body).toBe(200);
      ids.push(id);
    }
  });

  it('answers the plan as one event per stop, in the order given', async () => {
    const response = await ctx.app.inject({ url: `${CALENDAR}?date=${DAY}&ids=${ids.join(',')}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="day-plan-${DAY}.ics"`,
    );
    const events = new ICAL.Component(ICAL.parse(response.body))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual(['1. Plan Farm', '2. Plan Abbey']);
    const [farm, abbey] = events;
    // 09:30 London summer time is 08:30 UTC.
    expect(farm!.startDate.toJSDate().toISOString()).toBe('2030-06-03T08:30:00.000Z');
    expect(farm!.endDate.toJSDate().toISOString()).toBe('2030-06-03T14:00:00.000Z');
    expect(farm!.location).toBe('1 Willow Lane, London, E1 6AN');
    expect(farm!.description).toContain('Opening times from example.org, as of 1 May 2026');
    expect(farm!.description).toContain('closes early that day, at 15:00.');
    expect(abbey!.startDate.isDate).toBe(true);
    expect(abbey!.description).toContain('Plan Abbey is closed on Monday 3 June 2030.');
  });

  it('says what is wrong with a request it cannot answer', async () => {
    const noDate = await ctx.app.inject({ url: `${CALENDAR}?ids=${ids[0]}` });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe('Choose a day for the calendar, as YYYY-MM-DD.');
    const noIds = await ctx.app.inject({ url: `${CALENDAR}?date=${DAY}&ids=x` });
    expect(noIds.statusCode).toBe(400);
    expect(noIds.json().message).toBe('Choose at least one place for the calendar.');
    const gone = await ctx.app.inject({ url: `${CALENDAR}?date=${DAY}&ids=2147483000` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('None of these places is listed any more.');
  });

  it('marks public answers as keepable offline, never one asked with a session', async () => {
    const url = `/attraction-service/v2/attractions/${ids[0]}`;
    const visitor = await ctx.app.inject({ url });
    expect(visitor.headers[OFFLINE_CACHEABLE_HEADER]).toBe('1');
    const admin = await call(ctx.app, { method: 'GET', url, token });
    expect(admin.headers[OFFLINE_CACHEABLE_HEADER]).toBeUndefined();
    const adminPage = await ctx.app.inject({ url: '/admin/' });
    expect(adminPage.headers[OFFLINE_CACHEABLE_HEADER]).toBeUndefined();
    const signedIn = await ctx.app.inject({
      url: '/',
      headers: { cookie: `admin-token=${token}` },
    });
    expect(signedIn.headers[OFFLINE_CACHEABLE_HEADER]).toBeUndefined();
    const page = await ctx.app.inject({ url: '/' });
    expect(page.headers[OFFLINE_CACHEABLE_HEADER]).toBe('1');
  });

  it('renders the plan page with its stops in order, its own title and noindex', async () => {
    const response = await ctx.app.inject({
      url: `/plan/?date=${DAY}&from=London&ids=${ids.join(',')}&order=mine`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Daytrip - Day plan: Monday 3 June 2030</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    const farmAt = response.body.indexOf('Plan Farm');
    const abbeyAt = response.body.indexOf('Plan Abbey');
    expect(farmAt).toBeGreaterThan(0);
    expect(abbeyAt).toBeGreaterThan(farmAt);
    expect(response.body).toContain('Plan Abbey is closed on Monday 3 June 2030.');
  });

  it('serves the web app manifest under the configured name', async () => {
    const response = await ctx.app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Daytrip', display: 'standalone' });
  });
});
