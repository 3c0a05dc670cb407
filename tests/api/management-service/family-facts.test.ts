import { beforeAll, expect, it } from 'vitest';
import { familyMessages } from '../../../src/contract/family-facts-schema.js';
import { hoursMessages } from '../../../src/contract/opening-hours-schema.js';
import { emptyWeek } from '../../../src/contract/opening-hours.js';
import { createAdminToken } from '../../support/admin-token.js';
import { familyFixtures, museumHours } from '../../support/family-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { attractionBody, call, manualClock, M, type Call } from './helpers.js';

describeEachEngine('management-service: family facts (issue 17)', (engine) => {
  const clock = manualClock(new Date('2030-06-01T09:00:00.000Z'));
  const ctx = useTestApp(engine, { clock });
  let token: string;
  const admin = (request: Omit<Call, 'token'>) => call(ctx.app, { ...request, token });
  const adminRead = async (id: number) =>
    (await admin({ method: 'GET', url: `/attraction-service/v2/attractions/${id}` })).json();

  beforeAll(async () => {
    ({ token } = await createAdminToken(ctx.database, {
      username: 'hours-checker',
      now: clock.now(),
    }));
  });

  it('saves every fact and stamps the groups it supplied with the moderator', async () => {
    const created = await admin({
      method: 'POST',
      url: `${M}/attractions`,
      payload: attractionBody(familyFixtures.museum),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().response;
    const read = await adminRead(id);
    expect(read).toMatchObject({
      openingHours: museumHours,
      ages: { from: 0, to: null },
      setting: 'indoor',
      access: familyFixtures.museum.access,
    });
    const stamp = {
      checkedAt: '2030-06-01T09:00:00.000Z',
      source: 'moderator',
      checkedBy: 'hours-checker',
      url: null,
      asOf: '2030-06-01',
      asOfPrecision: 'day',
      note: null,
    };
    expect(read.checks).toMatchObject({
      hours: stamp,
      access: stamp,
      prices: stamp,
      suitability: stamp,
    });
  });

  it('records the source, page and date a moderator gives with a group (decision 109)', async () => {
    const created = await admin({
      method: 'POST',
      url: `${M}/attractions`,
      payload: attractionBody({
        ...familyFixtures.museum,
        name: 'Fixture Sourced',
        factSources: {
          hours: { source: 'website', url: 'https://example.org/visit', asOf: '2030-05-02' },
        },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await adminRead(created.json().response.id);
    expect(read.checks.hours).toEqual({
      checkedAt: '2030-06-01T09:00:00.000Z',
      source: 'website',
      checkedBy: 'hours-checker',
      url: 'https://example.org/visit',
      asOf: '2030-05-02',
      asOfPrecision: 'day',
      note: null,
    });
    expect(read.checks.prices).toMatchObject({ source: 'moderator', url: null });
  });

  it('refuses a website source without its page or with a bad date', async () => {
    const refused = await admin({
      method: 'POST',
      url: `${M}/attractions`,
      payload: attractionBody({
        ...familyFixtures.museum,
        name: 'Fixture Unsourced',
        factSources: {
          hours: { source: 'website', asOf: '2030-05-02' },
          prices: { source: 'moderator', asOf: '2030-13-40' },
        },
      }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Give the address of the page these facts came from.');
    expect(refused.body).toContain('Enter the date the source gives as YYYY-MM-DD');
  });

  it('a save re-stamps only the group it changed; leaving a group out keeps it', async () => {
    const created = await admin({
      method: 'POST',
      url: `${M}/attractions`,
      payload: attractionBody({ name: 'Fixture Restamp', openingHours: { state: 'varies' } }),
    });
    const { id } = created.json().response;
    expect((await adminRead(id)).checks).toMatchObject({
      hours: { source: 'moderator' },
      suitability: null,
    });
    clock.advance(60_000);
    const saved = await admin({
      method: 'PUT',
      url: `${M}/attractions/${id}`,
      payload: attractionBody({ name: 'Fixture Restamp', setting: 'outdoor' }),
    });
    expect(saved.statusCode).toBe(200);
    const after = await adminRead(id);
    expect(after.openingHours).toEqual({ state: 'varies' });
    expect(after.checks.hours.checkedAt).toBe('2030-06-01T09:00:00.000Z');
    expect(after.checks.suitability.checkedAt).toBe('2030-06-01T09:01:00.000Z');
  });

  it('resending unchanged facts (as an inline editor does) re-stamps nothing', async () => {
    // The stored hours come back from jsonb with their keys reordered; the same hours sent again
    // are not a new check (an editor sends every fact with whichever group it changed).
    const body = attractionBody({ ...familyFixtures.museum, name: 'Fixture Unchanged' });
    const created = await admin({ method: 'POST', url: `${M}/attractions`, payload: body });
    const { id } = created.json().response;
    const before = (await adminRead(id)).checks;
    clock.advance(60_000);
    const saved = await admin({
      method: 'PUT',
      url: `${M}/attractions/${id}`,
      payload: { ...body, description: 'Only the description changed.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await adminRead(id)).checks).toEqual(before);
  });

  it("a visitor's submission records its facts as visitor-supplied", async () => {
    const submitted = await call(ctx.app, {
      method: 'POST',
      url: `${M}/submissions`,
      remoteAddress: '10.30.0.1',
      payload: attractionBody({ name: 'Fixture Visitor Facts', ages: { from: 3, to: 11 } }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id } = submitted.json().response;
    expect((await adminRead(id)).checks).toMatchObject({
      suitability: { source: 'visitor', checkedBy: null },
      hours: null,
      access: null,
    });
  });

  it('refuses bad facts with a message on each field at fault', async () => {
    const response = await admin({
      method: 'POST',
      url: `${M}/attractions`,
      payload: attractionBody({
        ages: { from: 12, to: 3 },
        setting: 'underwater',
        openingHours: {
          state: 'scheduled',
          seasons: [
            {
              name: 'Summer',
              from: '04-01',
              to: '10-31',
              week: { ...emptyWeek(), monday: [{ opens: '17:00', closes: '09:00' }] },
            },
            { name: 'Autumn', from: '10-01', to: '11-30', week: emptyWeek() },
          ],
          exceptions: [],
        },
        access: { guideUrl: 'not a url' },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      'ages.to': [familyMessages.agesUpsideDown],
      setting: [expect.stringContaining('indoor')],
      'openingHours.seasons.0.week.monday.0.closes': [hoursMessages.closesBeforeOpens],
      'openingHours.seasons.1.from': [hoursMessages.seasonsOverlap('Summer', 'Autumn')],
      'access.guideUrl': ['Please enter a valid URL.'],
    });
  });
});
