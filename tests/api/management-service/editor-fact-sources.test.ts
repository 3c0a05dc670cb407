import { beforeAll, expect, it } from 'vitest';
import { factSourceMessages } from '../../../src/contract/fact-source-input.js';
import { createAdminToken } from '../../support/admin-token.js';
import { familyFixtures } from '../../support/family-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { attractionBody, call, manualClock, M, type Call } from './helpers.js';

// Decision 118: what the editors send with a group of facts, and what a visitor's save records.
describeEachEngine('management-service: the source an editor gives with a group', (engine) => {
  const clock = manualClock(new Date('2030-06-01T09:00:00.000Z'));
  const ctx = useTestApp(engine, { clock });
  let token: string;
  const admin = (request: Omit<Call, 'token'>) => call(ctx.app, { ...request, token });
  const adminRead = async (id: number) =>
    (await admin({ method: 'GET', url: `/attraction-service/v2/attractions/${id}` })).json();
  const museum = (name: string, extra: Record<string, unknown> = {}) =>
    attractionBody({ ...familyFixtures.museum, name, ...extra });

  beforeAll(async () => {
    ({ token } = await createAdminToken(ctx.database, {
      username: 'source-checker',
      now: clock.now(),
    }));
  });

  it("refuses an as-of date after the server's today beside its field, and saves nothing", async () => {
    const created = await admin({
      method: 'POST',
      url: `${M}/attractions`,
      payload: museum('Fixture Future'),
    });
    const { id } = created.json().response;
    const before = await adminRead(id);
    clock.advance(60_000);
    const refused = await admin({
      method: 'PUT',
      url: `${M}/attractions/${id}`,
      payload: museum('Fixture Future', {
        description: 'Changed in the same save.',
        factSources: {
          hours: { source: 'website', url: 'https://example.org/visit', asOf: '2030-06-02' },
        },
      }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      'factSources.hours.asOf': [factSourceMessages.asOf],
    });
    const after = await adminRead(id);
    expect(after.description).toBe(before.description);
    expect(after.checks).toEqual(before.checks);

    const today = await admin({
      method: 'PUT',
      url: `${M}/attractions/${id}`,
      payload: museum('Fixture Future', {
        factSources: {
          hours: { source: 'website', url: 'https://example.org/visit', asOf: '2030-06-01' },
        },
      }),
    });
    expect(today.statusCode, today.body).toBe(200);
  });

  it('records a re-check of unchanged facts against a page, leaving the other groups alone', async () => {
    const created = await admin({
      method: 'POST',
      url: `${M}/attractions`,
      payload: museum('Fixture Recheck'),
    });
    const { id } = created.json().response;
    const before = (await adminRead(id)).checks;
    clock.advance(60_000);
    const saved = await admin({
      method: 'PUT',
      url: `${M}/attractions/${id}`,
      payload: museum('Fixture Recheck', {
        factSources: {
          prices: { source: 'published', url: 'https://guide.example/museum', asOf: '2030-05-20' },
        },
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await adminRead(id)).checks;
    expect(after.prices).toMatchObject({
      source: 'published',
      url: 'https://guide.example/museum',
      asOf: '2030-05-20',
      checkedBy: 'source-checker',
    });
    expect(after.hours).toEqual(before.hours);
    expect(after.suitability).toEqual(before.suitability);
  });

  it("records a visitor's facts as the visitor's, whatever source the body claims", async () => {
    const claimed = {
      factSources: {
        hours: { source: 'website', url: 'https://example.org/visit', asOf: '2030-05-01' },
      },
    };
    const submitted = await call(ctx.app, {
      method: 'POST',
      url: `${M}/submissions`,
      remoteAddress: '10.31.0.1',
      payload: attractionBody({
        name: 'Fixture Claimed',
        openingHours: { state: 'always' },
        ...claimed,
      }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id, referenceNumber } = submitted.json().response;
    expect((await adminRead(id)).checks.hours).toMatchObject({
      source: 'visitor',
      url: null,
      asOf: '2030-06-01',
      checkedBy: null,
    });

    // Changed later by its reference, still the visitor's.
    clock.advance(86_400_000);
    const changed = await call(ctx.app, {
      method: 'PUT',
      url: `${M}/submissions/${referenceNumber}`,
      remoteAddress: '10.31.0.1',
      payload: attractionBody({
        name: 'Fixture Claimed',
        openingHours: { state: 'varies' },
        ...claimed,
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Read by reference, as the visitor does (a day on, the admin's token has expired).
    const read = await call(ctx.app, { method: 'GET', url: `${M}/submissions/${referenceNumber}` });
    expect(read.json().response.checks.hours).toMatchObject({
      source: 'visitor',
      url: null,
      asOf: '2030-06-02',
    });
  });
});
