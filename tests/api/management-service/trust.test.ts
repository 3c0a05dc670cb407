import { beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_HOUR, reportMessages } from '../../../src/contract/report.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { builtWebRoot } from '../../support/web-fixture.js';
import { call, M, manualClock, type Call } from './helpers.js';

const A = '/attraction-service/v2/attractions';
const NEVER_CHECKED = {
  at: null,
  groups: {
    hours: { at: null },
    prices: { at: null },
    access: { at: null },
    contact: { at: null },
  },
};

describeEachEngine('trust: freshness, closures, reports and the staleness queue', (engine) => {
  const clock = manualClock(new Date('2031-03-10T10:00:00.000Z'));
  const ctx = useTestApp(engine, { clock, webRoot: builtWebRoot });
  let token: string;
  let username: string;
  let liveIds: number[];
  const admin = (request: Omit<Call, 'token'>) => call(ctx.app, { ...request, token });
  const visitor = (request: Omit<Call, 'token'>) =>
    call(ctx.app, { remoteAddress: '10.30.0.1', ...request });
  const publicRead = (id: number) => call(ctx.app, { method: 'GET', url: `${A}/${id}` });
  const attractionAudit = async (id: number) =>
    (await admin({ method: 'GET', url: `${M}/attractions/${id}/audit?pageSize=100` })).json()
      .results as { action: string; actor: string; changes: Record<string, unknown> }[];
  const setClosure = (id: number, payload: unknown) =>
    admin({ method: 'POST', url: `${M}/attractions/${id}/closure`, payload });
  const report = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    visitor({
      method: 'POST',
      url: `${M}/reports`,
      payload,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  beforeAll(async () => {
    ({ token, username } = await createAdminToken(ctx.database, { now: clock.now() }));
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      'select id from attractions where is_live and main_category_id is not null order by id limit 8',
    );
    liveIds = rows.map((r) => r.id);
  });

  describe('freshness', () => {
    it('starts every existing attraction never checked: no date is invented', async () => {
      const body = (await publicRead(liveIds[0]!)).json();
      expect(body.lastChecked).toEqual(NEVER_CHECKED);
      expect(body.closure).toEqual({ state: 'open', reopensOn: null, note: null, since: null });
    });

    it('marks a place checked in one action; the public sees when, admins also see who', async () => {
      const id = liveIds[0]!;
      const response = await admin({
        method: 'POST',
        url: `${M}/attractions/${id}/check`,
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      const at = clock.now().toISOString();
      expect(response.json().response.lastChecked).toEqual({
        at,
        checkedBy: username,
        groups: {
          hours: { at, checkedBy: username },
          prices: { at, checkedBy: username },
          access: { at, checkedBy: username },
          contact: { at, checkedBy: username },
        },
      });
      const publicBody = (await publicRead(id)).json();
      expect(publicBody.lastChecked.at).toBe(at);
      expect(publicBody.lastChecked).not.toHaveProperty('checkedBy');
      const adminBody = (await admin({ method: 'GET', url: `${A}/${id}` })).json();
      expect(adminBody.lastChecked.checkedBy).toBe(username);

      const [event] = await attractionAudit(id);
      expect(event).toMatchObject({ action: 'markChecked', actor: username });
      expect(event!.changes['lastChecked.at']).toEqual({ before: null, after: at });
    });

    it('checks one fact group on its own without touching the whole-place date', async () => {
      const id = liveIds[1]!;
      const response = await admin({
        method: 'POST',
        url: `${M}/attractions/${id}/check`,
        payload: { groups: ['prices'] },
      });
      expect(response.statusCode).toBe(200);
      const { lastChecked } = response.json().response;
      expect(lastChecked.at).toBeNull();
      expect(lastChecked.groups.prices.at).toBe(clock.now().toISOString());
      expect(lastChecked.groups.hours.at).toBeNull();

      const bad = await admin({
        method: 'POST',
        url: `${M}/attractions/${id}/check`,
        payload: { groups: ['weather'] },
      });
      expect(bad.statusCode).toBe(400);
      const missing = await admin({
        method: 'POST',
        url: `${M}/attractions/999999/check`,
        payload: {},
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('closed states', () => {
    it('keeps a temporarily closed place listed, with its reopening date and note, and audits it', async () => {
      const id = liveIds[2]!;
      const response = await setClosure(id, {
        state: 'temporarilyClosed',
        reopensOn: '2031-04-01',
        note: 'Closed for winter repairs.',
      });
      expect(response.statusCode).toBe(200);
      const closure = {
        state: 'temporarilyClosed',
        reopensOn: '2031-04-01',
        note: 'Closed for winter repairs.',
        since: clock.now().toISOString(),
      };
      expect(response.json().response.closure).toEqual(closure);
      const read = await publicRead(id);
      expect(read.statusCode).toBe(200);
      expect(read.json().closure).toEqual(closure);
      const name = read.json().name as string;
      const listed = await call(ctx.app, {
        method: 'GET',
        url: `${A}?search=${encodeURIComponent(name)}&isExactSearch=true&pageSize=50`,
      });
      expect(listed.json().results.map((a: { id: number }) => a.id)).toContain(id);
      // The "open on" filter to come reads this: temporarily closed live rows are queryable.
      const { rows } = await ctx.database.pool.query(
        "select id from attractions where is_live and closure_state = 'temporarilyClosed'",
      );
      expect(rows.map((r: { id: number }) => r.id)).toContain(id);
      const [event] = await attractionAudit(id);
      expect(event).toMatchObject({ action: 'closeTemporarily', actor: username });
      expect(event!.changes['closure.state']).toEqual({
        before: 'open',
        after: 'temporarilyClosed',
      });

      const reopened = await setClosure(id, { state: 'open' });
      expect(reopened.json().response.closure).toEqual({
        state: 'open',
        reopensOn: null,
        note: null,
        since: null,
      });
      expect((await attractionAudit(id))[0]!.action).toBe('reopen');
      expect((await setClosure(id, { state: 'open' })).statusCode).toBe(409);
    });

    it('validates the closure with clear messages', async () => {
      const id = liveIds[2]!;
      const badDate = await setClosure(id, { state: 'temporarilyClosed', reopensOn: '1 April' });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().fieldErrors.reopensOn).toEqual([
        'Please enter a valid date, such as 2027-04-01.',
      ]);
      const badState = await setClosure(id, { state: 'shut' });
      expect(badState.statusCode).toBe(400);
      const longNote = await setClosure(id, { state: 'permanentlyClosed', note: 'x'.repeat(301) });
      expect(longNote.json().fieldErrors.note).toEqual([
        'This field must be a maximum of 300 character(s).',
      ]);
    });

    it('takes a permanently closed place out of every list, answers 410 and brings it back on reopening', async () => {
      const id = liveIds[3]!;
      const before = (await publicRead(id)).json();
      const category = before.mainCategory.categoryName as string;
      const region = before.location.region?.regionName as string | undefined;
      const listIds = async (query: string) =>
        (await call(ctx.app, { method: 'GET', url: `${A}?${query}` }))
          .json()
          .results.map((a: { id: number }) => a.id) as number[];
      const lists = [
        'pageSize=1000&sort=a-z',
        `category=${category}&pageSize=1000`,
        `search=${encodeURIComponent(before.name)}&pageSize=50`,
        ...(region ? [`region=${region}&pageSize=1000`] : []),
      ];
      for (const query of lists) expect(await listIds(query)).toContain(id);

      const closed = await setClosure(id, { state: 'permanentlyClosed', note: 'Closed in 2031.' });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().response.status.isLive).toBe(false);

      const gone = await publicRead(id);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({
        statusCode: 410,
        message: `${before.name} has closed permanently.`,
        closedPlace: {
          id,
          name: before.name,
          note: 'Closed in 2031.',
          mainCategory: before.mainCategory,
          coordinates: before.location.coordinates,
        },
      });
      for (const query of lists) expect(await listIds(query)).not.toContain(id);
      // Related attractions are the main category's list without the place itself.
      expect(await listIds(`category=${category}&limit=6&exclude=${liveIds[0]}`)).not.toContain(id);
      const sitemap = await call(ctx.app, { method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).not.toContain(`/attraction/${id}<`);
      const page = await call(ctx.app, { method: 'GET', url: `/attraction/${id}` });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('This place has closed');
      // Activation is not how it comes back; and reports cannot be made about it.
      const activate = await admin({ method: 'POST', url: `${M}/attractions/${id}/activate` });
      expect(activate.statusCode).toBe(409);
      expect(activate.json().message).toContain('permanently closed');
      expect((await attractionAudit(id))[0]!.action).toBe('closePermanently');

      const reopened = await setClosure(id, { state: 'open' });
      expect(reopened.statusCode).toBe(200);
      expect((await publicRead(id)).statusCode).toBe(200);
      for (const query of lists) expect(await listIds(query)).toContain(id);
    });

    it('refuses closures for submissions that were never approved', async () => {
      const submitted = await visitor({
        method: 'POST',
        url: `${M}/submissions`,
        payload: {
          name: 'Pending Farm',
          description: 'A farm awaiting review.',
          location: { region: 'london' },
          categories: ['zoo'],
          mainCategory: 'zoo',
          price: 1,
        },
      });
      expect(submitted.statusCode).toBe(201);
      const response = await setClosure(submitted.json().response.id, {
        state: 'permanentlyClosed',
      });
      expect(response.statusCode).toBe(409);
    });
  });

  describe('reports', () => {
    const validReport = () => ({
      attractionId: liveIds[4]!,
      reason: 'hours',
      details: 'The gate said it opens at 10, not 9.',
    });

    it('stores a report from a visitor, answers its reference and changes nothing public', async () => {
      const before = (await publicRead(liveIds[4]!)).body;
      const response = await report({ ...validReport(), email: 'visitor@example.com' });
      expect(response.statusCode).toBe(201);
      const { result, response: receipt } = response.json();
      expect(result).toBe(true);
      expect(receipt.reference).toMatch(/^R-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
      expect(receipt.status).toBe('open');
      expect((await publicRead(liveIds[4]!)).body).toBe(before);
      const listed = await admin({
        method: 'GET',
        url: `${M}/reports?search=${receipt.reference}`,
      });
      expect(listed.json().results).toMatchObject([
        {
          reference: receipt.reference,
          reason: 'hours',
          email: 'visitor@example.com',
          status: 'open',
          attraction: { id: liveIds[4], isLive: true, closureState: 'open' },
        },
      ]);
    });

    it('validates reports with the contract messages', async () => {
      const response = await report({
        attractionId: liveIds[4],
        reason: 'weather',
        details: '  ',
        email: 'nope',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        reason: ['Please choose what is wrong.'],
        details: ['This field is required.'],
        email: ['Please enter a valid Email Address.'],
      });
      const unknown = await report({ ...validReport(), attractionId: 999_999 });
      expect(unknown.statusCode).toBe(404);
      const badKey = await report(validReport(), { 'idempotency-key': 'short' });
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().message).toBe(reportMessages.idempotencyKey);
    });

    it('answers a double submit with the same report, and refuses the key for another body', async () => {
      const key = 'form-opened-0123456789abcdef';
      const first = await report(validReport(), { 'idempotency-key': key }, '10.31.0.1');
      const second = await report(validReport(), { 'idempotency-key': key }, '10.31.0.1');
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json().response.reference).toBe(first.json().response.reference);
      const { rows } = await ctx.database.pool.query(
        'select count(*)::int as n from reports where idempotency_key = $1',
        [key],
      );
      expect(rows[0].n).toBe(1);
      const concurrent = await Promise.all(
        [1, 2, 3].map(() =>
          report(validReport(), { 'idempotency-key': `${key}-race` }, '10.31.0.2'),
        ),
      );
      expect(new Set(concurrent.map((r) => r.json().response.reference)).size).toBe(1);
      const reused = await report(
        { ...validReport(), details: 'Something else entirely.' },
        { 'idempotency-key': key },
        '10.31.0.1',
      );
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe(reportMessages.idempotencyConflict);
    });

    it('limits reports per client address, with Retry-After', async () => {
      const address = '10.32.0.1';
      for (let i = 0; i < REPORTS_PER_HOUR; i += 1) {
        expect((await report(validReport(), {}, address)).statusCode).toBe(201);
      }
      const refused = await report(validReport(), {}, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await report(validReport(), {}, '10.32.0.2')).statusCode).toBe(201);
      clock.advance(3_600_000 + 1000);
      expect((await report(validReport(), {}, address)).statusCode).toBe(201);
    });

    it('lets moderators page, search, resolve and dismiss reports, each audited once', async () => {
      const open = await admin({
        method: 'GET',
        url: `${M}/reports?status=open&pageSize=2&page=1`,
      });
      expect(open.statusCode).toBe(200);
      expect(open.json().results).toHaveLength(2);
      expect(open.json().metadata.totalResults).toBeGreaterThan(2);
      const [first, second] = open.json().results as { id: number; reference: string }[];

      const missingNote = await admin({
        method: 'POST',
        url: `${M}/reports/${first!.id}/resolve`,
        payload: {},
      });
      expect(missingNote.statusCode).toBe(400);
      expect(missingNote.json().fieldErrors.note).toEqual(['This field is required.']);
      const resolved = await admin({
        method: 'POST',
        url: `${M}/reports/${first!.id}/resolve`,
        payload: { note: 'Hours corrected on the listing.' },
      });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json().response).toMatchObject({
        status: 'resolved',
        resolutionNote: 'Hours corrected on the listing.',
        closedBy: username,
      });
      const again = await admin({
        method: 'POST',
        url: `${M}/reports/${first!.id}/dismiss`,
        payload: {},
      });
      expect(again.statusCode).toBe(409);
      const dismissed = await admin({
        method: 'POST',
        url: `${M}/reports/${second!.id}/dismiss`,
        payload: {},
      });
      expect(dismissed.json().response.status).toBe('dismissed');

      const resolvedList = await admin({ method: 'GET', url: `${M}/reports?status=resolved` });
      expect(resolvedList.json().results.map((r: { id: number }) => r.id)).toContain(first!.id);
      const one = await admin({ method: 'GET', url: `${M}/reports/${second!.id}` });
      expect(one.json().status).toBe('dismissed');
      expect((await admin({ method: 'GET', url: `${M}/reports/999999` })).statusCode).toBe(404);

      const trail = await admin({
        method: 'GET',
        url: `${M}/auditEvents?entityType=report&entityKey=${first!.id}`,
      });
      expect(trail.json().results).toMatchObject([{ action: 'resolve', actor: username }]);
    });
  });

  describe('staleness queue', () => {
    it('lists live attractions never checked first, then the oldest check; filters and counts', async () => {
      const all = (await admin({ method: 'GET', url: `${M}/staleness?pageSize=1000` })).json();
      const { rows } = await ctx.database.pool.query(
        'select count(*)::int as n from attractions where is_live',
      );
      expect(all.metadata.totalResults).toBe(rows[0].n);
      const checkedAt = all.results.map((r: { lastCheckedAt: string | null }) => r.lastCheckedAt);
      const firstChecked = checkedAt.findIndex((at: string | null) => at !== null);
      expect(firstChecked).toBeGreaterThan(0);
      expect(checkedAt.slice(firstChecked).every((at: string | null) => at !== null)).toBe(true);
      expect(all.results[firstChecked]).toMatchObject({ id: liveIds[0], lastCheckedBy: username });

      const never = (
        await admin({ method: 'GET', url: `${M}/staleness?filter=never&pageSize=1` })
      ).json();
      expect(never.metadata.totalResults).toBe(firstChecked);
      // A check 13 months old is overdue; today's is not.
      await ctx.database.pool.query(
        "update attraction_checks set checked_at = $1 where attraction_id = $2 and fact_group = 'whole'",
        [new Date('2030-02-01T00:00:00Z'), liveIds[0]],
      );
      const overdue = (
        await admin({ method: 'GET', url: `${M}/staleness?filter=overdue&pageSize=1` })
      ).json();
      expect(overdue.metadata.totalResults).toBe(firstChecked + 1);

      await ctx.database.pool.query('update attractions set detailed_view = false where id = $1', [
        liveIds[5],
      ]);
      const basic = (await admin({ method: 'GET', url: `${M}/staleness?filter=basic` })).json();
      expect(basic.results.map((r: { id: number }) => r.id)).toEqual([liveIds[5]]);
      const bad = await admin({ method: 'GET', url: `${M}/staleness?filter=old` });
      expect(bad.statusCode).toBe(400);
    });

    it('lists the places whose sourced facts are over a year old, the oldest fact first', async () => {
      const fact = (id: number, group: string, asOf: string) =>
        ctx.database.pool.query(
          `insert into attraction_facts (attraction_id, fact_group, source, url, as_of, as_of_precision, recorded_by, recorded_at)
           values ($1, $2, 'website', 'https://example.org/visit', $3, 'month', 'test', now())
           on conflict (attraction_id, fact_group) do update set as_of = excluded.as_of`,
          [id, group, asOf],
        );
      // Today is 10 March 2031: a year back is 10 March 2030.
      await fact(liveIds[1]!, 'prices', '2029-06-01');
      await fact(liveIds[2]!, 'hours', '2028-05-01');
      await fact(liveIds[2]!, 'access', '2031-01-01');
      await fact(liveIds[3]!, 'hours', '2030-09-01'); // under a year: not listed
      const old = (
        await admin({ method: 'GET', url: `${M}/staleness?filter=old-facts&pageSize=50` })
      ).json();
      expect(old.results.map((r: { id: number }) => r.id)).toEqual([liveIds[2], liveIds[1]]);
      expect(old.results[0].oldestFact).toEqual({
        group: 'hours',
        source: 'website',
        url: 'https://example.org/visit',
        asOf: '2028-05-01',
        asOfPrecision: 'month',
      });
      // Every filter says which fact is oldest; a place with none says null.
      const all = (await admin({ method: 'GET', url: `${M}/staleness?pageSize=1000` })).json();
      const byId = new Map(all.results.map((r: { id: number }) => [r.id, r]));
      expect(byId.get(liveIds[3])).toMatchObject({ oldestFact: { asOf: '2030-09-01' } });
      expect(byId.get(liveIds[4])).toMatchObject({ oldestFact: null });
    });
  });
});
