// How much of the live catalogue has sourced facts (decision 109): per fact group, how many live
// places have a sourced fact, a typical one (setting only, decision 111) or none; the same per
// region and for each city within 25 miles. Read by `npm run report:facts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { FACT_GROUPS } from '../../../contract/family-facts.js';
import type { Db } from '../database.js';
import { CITY_COVERAGE_MILES, type FactCoverageRow } from '../../../contract/fact-coverage.js';

export const CITY_RADIUS_MILES = CITY_COVERAGE_MILES;

/** 'UK', a region's display name, or a city; the wire's FactCoverageRow. */
export type CoverageRow = FactCoverageRow;

interface CountRow extends Record<string, unknown> {
  area: string;
  places: number;
  hours: number;
  access: number;
  prices: number;
  suitability: number;
  essentials: number;
  typical: number;
  all_four: number;
}

const has = (group: string) =>
  sql.raw(
    `exists (select 1 from attraction_facts f where f.attraction_id = a.id and f.fact_group = '${group}')`,
  );

/**
 * Hours that say which days the place opens: 'varies' ("check the website") is sourced, but
 * answers no "open on" question, so a place with it does not count among "all four".
 */
const ANSWERS_OPEN_ON = sql.raw(`a.opening_hours->>'state' in ('always', 'scheduled')`);

const counts = sql`count(*)::int as places,
  ${sql.join(
    FACT_GROUPS.map((g) => sql`count(*) filter (where ${has(g)})::int as ${sql.raw(g)}`),
    sql`, `,
  )},
  count(*) filter (where a.setting is null and a.typical_setting is not null)::int as typical,
  count(*) filter (where ${has('hours')} and ${has('prices')} and ${has('suitability')}
    and ${ANSWERS_OPEN_ON} and a.age_from is not null and a.setting is not null)::int as all_four`;

const toRow = (row: CountRow): CoverageRow => ({
  area: row.area,
  places: row.places,
  sourced: {
    hours: row.hours,
    access: row.access,
    prices: row.prices,
    suitability: row.suitability,
    essentials: row.essentials,
  },
  typicalSetting: row.typical,
  allFour: row.all_four,
});

export async function factCoverage(db: Db, dataDir: string) {
  const uk = await db.execute<CountRow>(
    sql`select 'UK' as area, ${counts} from attractions a where a.is_live`,
  );
  const regions = await db.execute<CountRow>(
    sql`select r.display_name as area, ${counts} from attractions a
        join regions r on r.id = a.region_id where a.is_live group by r.display_name order by 1`,
  );
  const cities = JSON.parse(readFileSync(path.join(dataDir, 'cities.json'), 'utf8')) as {
    cityName: string;
    latitude: number;
    longitude: number;
  }[];
  const cityRows: CoverageRow[] = [];
  for (const city of cities) {
    // Degrees → miles the way decision 016's distance does it: good to well under a mile here.
    const { rows } = await db.execute<CountRow>(
      sql`select ${city.cityName} as area, ${counts} from attractions a
          where a.is_live and a.latitude is not null
          and 3958.8 * 2 * asin(sqrt(power(sin(radians(a.latitude - ${city.latitude}) / 2), 2)
            + cos(radians(${city.latitude})) * cos(radians(a.latitude))
            * power(sin(radians(a.longitude - ${city.longitude}) / 2), 2))) <= ${CITY_RADIUS_MILES}`,
    );
    cityRows.push(toRow(rows[0]!));
  }
  return { uk: toRow(uk.rows[0]!), regions: regions.rows.map(toRow), cities: cityRows };
}

/** A fixed-width table for a terminal. */
export function formatCoverage(rows: readonly CoverageRow[], title: string): string {
  const head = ['places', ...FACT_GROUPS, 'typical setting', 'all four'];
  const lines = rows.map((row) =>
    [
      row.area.padEnd(28).slice(0, 28),
      ...[
        row.places,
        ...FACT_GROUPS.map((g) => row.sourced[g]),
        row.typicalSetting,
        row.allFour,
      ].map((n) => String(n).padStart(Math.max(6, 0))),
    ].join(' '),
  );
  return [
    `${title}`,
    ['area'.padEnd(28), ...head.map((h) => h.slice(0, 6).padStart(6))].join(' '),
    ...lines,
  ].join('\n');
}
