// The import of sourced facts (decision 109) on a real database: what a row sets and how the
// attraction then reads, that a re-run changes nothing, that a newer moderator check stays, and
// that one bad row is reported with its file and line while nothing at all is applied.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ATTRACTIONS_PATH } from '../../src/contract/api-paths.js';
import { FactImportError, importFacts } from '../../src/server/db/facts/import-facts.js';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';
import { webFixtureRoot } from '../support/web-fixture.js';

const dataDir = path.resolve(import.meta.dirname, '../../data');
const fixtures = path.resolve(import.meta.dirname, '../fixtures/facts');
const NOW = new Date('2026-11-28T12:00:00Z');

describeEachEngine('the facts import', (engine) => {
  const ctx = useTestApp(engine, { webRoot: webFixtureRoot });
  const idOf = async (name: string) => {
    const { rows } = await ctx.database.db.execute<{ id: number }>(
      sql`select id from attractions where name = ${name}`,
    );
    return rows[0]!.id;
  };
  const read = async (name: string) => {
    const response = await ctx.app.inject({ url: `${ATTRACTIONS_PATH}/${await idOf(name)}` });
    return response.json();
  };
  const factCount = async () => {
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from attraction_facts`,
    );
    return rows[0]!.n;
  };
  const run = (dir: string) =>
    importFacts(ctx.database.db, dataDir, { factsDir: path.join(fixtures, dir), now: NOW });

  let first: Awaited<ReturnType<typeof importFacts>>;
  beforeAll(async () => {
    first = await run('good');
  }, 120_000);

  it('sets each group and says on the wire where it came from and when', async () => {
    expect(first.applied).toEqual({
      hours: 1,
      prices: 2,
      suitability: 1,
      access: 1,
      essentials: 1,
      status: 1,
    });
    const museum = await read('Royal Armouries Museum');
    expect(museum.checks.hours).toMatchObject({
      source: 'website',
      url: 'https://example.org/visit',
      asOf: '2025-05-01',
      asOfPrecision: 'month',
      note: 'Fixture: also open Mondays in school holidays',
      checkedBy: null,
    });
    expect(museum.openingHours.state).toBe('scheduled');
    expect(museum.price).toBe(0);
    expect(museum.ticketPrices).toEqual({ free: true });
    expect(museum.ages).toEqual({ from: 0, to: null });
    expect(museum.agesBasis).toBe('no-limits-stated');
    expect(museum.setting).toBe('indoor');
    expect(museum.typicalSetting).toBeNull();
    expect(museum.checks.suitability).toMatchObject({ source: 'published', asOf: '2024-03-13' });
    const access = new Map(
      museum.facilities.map((f: { name: string; state: string }) => [f.name, f.state]),
    );
    expect(access.get('changingplaces')).toBe('YES');
    expect(museum.access.guideUrl).toBe('https://example.org/access');
  });

  it('writes the family essentials with the types dogs and parking need', async () => {
    const park = await read('Yorkshire Wildlife Park');
    const byName = new Map(
      park.facilities.map((f: { name: string; state: string; types: { name: string }[] }) => [
        f.name,
        f,
      ]),
    );
    expect(byName.get('dogfriendly')).toMatchObject({ state: 'NO', types: [] });
    expect(byName.get('parking')).toMatchObject({ state: 'YES', types: [{ name: 'Free' }] });
    expect(byName.get('pushchairfriendly')).toMatchObject({ state: 'YES' });
    expect(byName.get('under5sarea')).toMatchObject({ state: 'PARTIAL' });
    expect(park.checks.essentials).toMatchObject({ source: 'website', asOf: '2025-02-01' });
    expect(park.price).toBe(3);
    expect(park.ticketPrices).toMatchObject({ adult: 27.5, child: 22, freeUnder: 3 });
  });

  it('applies a closure found in the sources', async () => {
    const deep = await read('The Deep');
    expect(deep.closure).toMatchObject({
      state: 'temporarilyClosed',
      reopensOn: '2027-04-01',
      note: 'Fixture: closed for building work',
    });
  });

  it('changes nothing when run again', async () => {
    const before = await read('Royal Armouries Museum');
    const again = await run('good');
    expect(again.applied).toEqual({});
    expect(again.unchanged).toBe(7);
    expect(await read('Royal Armouries Museum')).toEqual(before);
  });

  it('never overwrites a newer fact with an older one, nor a newer moderator check', async () => {
    const id = await idOf('Jorvik Viking Centre');
    await ctx.database.db.execute(
      sql`insert into attraction_facts (attraction_id, fact_group, source, as_of, as_of_precision, recorded_by, recorded_at)
          values (${id}, 'prices', 'moderator', '2026-11-20', 'day', 'a-moderator', now())`,
    );
    const older = await run('later');
    expect(older.keptNewer).toBe(1);
    expect((await read('Royal Armouries Museum')).checks.hours.url).toBe(
      'https://example.org/visit',
    );
  });

  it('refuses a bad file with each line at fault, and applies nothing', async () => {
    const before = await factCount();
    const failure = await run('bad').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FactImportError);
    const problems = (failure as FactImportError).problems.join('\n');
    expect(problems).toContain('b-bad.jsonl:2: url: a website source needs its url');
    expect(problems).toContain('b-bad.jsonl:3: asOf');
    expect(problems).toContain('b-bad.jsonl:4: unknown place seed:Nowhere At All');
    expect(problems).not.toContain('a-good.jsonl');
    expect(await factCount()).toBe(before);
    expect((await read('Jorvik Viking Centre')).checks.prices).toMatchObject({
      source: 'moderator',
    });
  });
});
