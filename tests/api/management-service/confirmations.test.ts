// Visitors confirm a group of facts (decision 112): a Yes is counted and shown beside the source,
// a No also lands in the moderators' report queue with the group named; bad input is a 400 and a
// flood from one address a 429 with Retry-After.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  CONFIRMATIONS_PATH,
  CONFIRMATIONS_PER_HOUR,
  confirmationMessages,
} from '../../../src/contract/fact-confirmation.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { webFixtureRoot } from '../../support/web-fixture.js';
import { call, M, manualClock } from './helpers.js';

const A = '/attraction-service/v2/attractions';

describeEachEngine('visitors confirm the facts', (engine) => {
  const clock = manualClock(new Date('2031-12-02T10:00:00.000Z'));
  const ctx = useTestApp(engine, { clock, webRoot: webFixtureRoot });
  let id: number;
  let token: string;
  beforeAll(async () => {
    const { rows } = await ctx.database.db.execute<{ id: number }>(
      sql`select id from attractions where is_live order by id limit 1`,
    );
    id = rows[0]!.id;
    ({ token } = await createAdminToken(ctx.database, { now: clock.now() }));
  });
  const confirm = (payload: unknown, remoteAddress = '10.40.0.1') =>
    call(ctx.app, { method: 'POST', url: CONFIRMATIONS_PATH, payload, remoteAddress });

  it('counts a Yes and shows when visitors last confirmed the group', async () => {
    const answer = await confirm({ attractionId: id, group: 'hours', correct: true });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().response).toEqual({ reportReference: null });
    const read = await call(ctx.app, { method: 'GET', url: `${A}/${id}` });
    expect(read.json().confirmedAt).toMatchObject({
      hours: '2031-12-02T10:00:00.000Z',
      prices: null,
    });
  });

  it('puts a No in the report queue with the group filled in', async () => {
    const answer = await confirm({ attractionId: id, group: 'prices', correct: false });
    expect(answer.statusCode).toBe(201);
    const reference = answer.json().response.reportReference as string;
    expect(reference).toMatch(/\S/);
    const queue = await call(ctx.app, {
      method: 'GET',
      url: `${M}/reports?search=${reference}`,
      token,
    });
    expect(queue.json().results[0]).toMatchObject({ reason: 'prices', reference });
    expect(queue.json().results[0].details).toContain('Cost');
  });

  it('refuses an unknown group or place with a 400 that says why', async () => {
    const group = await confirm({ attractionId: id, group: 'weather', correct: true });
    expect(group.statusCode).toBe(400);
    expect(group.body).toContain(confirmationMessages.group);
    const place = await confirm({ attractionId: 2_000_000, group: 'hours', correct: true });
    expect(place.statusCode).toBe(400);
    expect(place.json().message).toBe(confirmationMessages.attraction);
    const notBoolean = await confirm({ attractionId: id, group: 'hours', correct: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
  });

  it('limits answers per client address, with Retry-After', async () => {
    const address = '10.40.9.9';
    for (let i = 0; i < CONFIRMATIONS_PER_HOUR; i += 1) {
      expect(
        (await confirm({ attractionId: id, group: 'access', correct: true }, address)).statusCode,
      ).toBe(201);
    }
    const refused = await confirm({ attractionId: id, group: 'access', correct: true }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await confirm({ attractionId: id, group: 'access', correct: true }, '10.40.9.10'))
        .statusCode,
    ).toBe(201);
  });
});
