// npx tsx bench/explain-nearest.ts DATABASE_URL — EXPLAIN (ANALYZE, BUFFERS) of the statements
// behind bench:api's query (a) (zoos nearest Manchester): the growing-box search it replaced
// (the 10-mile box, where it stopped, and the 160-mile box a remote place needed) and the two
// indexed steps of decision 016. Prints Markdown for bench/RESULTS.md.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { attractionQuerySchema } from '../src/contract/attraction-query.js';
import { buildAttractionListPlan } from '../src/server/services/attraction-service/attractions-query-builder.js';
import {
  distanceMilesSql,
  withinMilesSql,
} from '../src/server/services/attraction-service/distance-sql.js';
import { attractions } from '../src/server/db/schema.js';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/daytrip_cost_100000';
const dialect = new PgDialect();
const client = new pg.Client({ connectionString: url });
await client.connect();

async function explain(title: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off) ${text}`,
    params,
  );
  console.log(`#### ${title}\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`);
}

const places = {
  Manchester: { latitude: 53.4808, longitude: -2.2426 },
  'Kirkwall (Orkney)': { latitude: 58.981, longitude: -2.96 },
};
for (const [place, origin] of Object.entries(places)) {
  const plan = buildAttractionListPlan(
    attractionQuerySchema.parse({ category: 'zoo', sort: 'closest', ...origin }),
  );
  const a = attractions;
  const from = (extra: SQL) =>
    sql`from ${a} where (${plan.where}) and ${extra} order by ${sql.join(plan.orderBy, sql`, `)} limit 24`;
  for (const miles of [10, 160]) {
    await explain(
      `${place}, before: page ids within the ${miles}-mile box`,
      sql`select ${a.id} ${from(withinMilesSql(origin, miles))}`,
    );
  }
  const radius = sql`select max(k.miles) as radius, count(*)::int as found from (
    select ${distanceMilesSql(origin)} as miles from ${a} where (${plan.where}) and ${a.latitude} is not null
    order by point(${a.longitude}, ${a.latitude}) <-> point(${origin.longitude}::float8, ${origin.latitude}::float8)
    limit 24) k`;
  await explain(`${place}, after, step 1: the radius of the 24 nearest by the point index`, radius);
  const { sql: text, params } = dialect.sqlToQuery(radius);
  const found = await client.query<{ radius: number }>(text, params);
  const miles = Number(found.rows[0]!.radius);
  await explain(
    `${place}, after, step 2: page ids within that radius (${miles.toFixed(2)} miles)`,
    sql`select ${a.id} ${from(withinMilesSql(origin, miles))}`,
  );
}
await client.end();
