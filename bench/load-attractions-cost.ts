// Sizes what one page load costs in the server process: loadAttractions (Drizzle's query builder,
// 5 queries) against the same 5 queries as fixed, named (prepared) statements through pg.
// Run after `npm run bench:api` (it uses the daytrip_bench database):
//   taskset -c 0 npx tsx bench/load-attractions-cost.ts
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadAttractions } from '../src/server/db/load-attractions.js';
import * as schema from '../src/server/db/schema.js';

const base = new URL(
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
base.pathname = '/daytrip_bench';
const pool = new pg.Pool({ connectionString: base.toString(), max: 4 });
const db = drizzle(pool, { schema });
const { rows } = await pool.query<{ id: number }>(
  'select id from attractions where is_live order by id limit 24 offset 10000',
);
const ids = rows.map((r) => r.id);

const statements = [
  'select a.*, r.region_name, r.display_name as region_display_name, c.category_name, c.display_name as category_display_name from attractions a left join regions r on r.id = a.region_id left join categories c on c.id = a.main_category_id where a.id = any($1)',
  'select ac.attraction_id, c.category_name, c.display_name from attraction_categories ac join categories c on c.id = ac.category_id where ac.attraction_id = any($1) order by c.rank, c.display_name',
  'select af.attraction_id, f.id, f.facility_name, f.display_name, af.state from attraction_facilities af join facilities f on f.id = af.facility_id where af.attraction_id = any($1) order by f.display_name',
  'select aft.attraction_id, ft.facility_id, ft.name from attraction_facility_types aft join facility_types ft on ft.id = aft.facility_type_id where aft.attraction_id = any($1) order by ft.position',
  'select m.attraction_id, g.group_id, g.display_name, g.primary_colour, g.secondary_colour, g.text_colour from attraction_group_members m join attraction_groups g on g.id = m.group_id where m.attraction_id = any($1) order by g.display_name',
];
const prepared = () =>
  Promise.all(
    statements.map((text, i) => pool.query({ name: `load_attractions_${i}`, text, values: [ids] })),
  );
const viaDrizzle = () => loadAttractions(db, ids);

for (const [name, run] of [
  ['loadAttractions (Drizzle builder)', viaDrizzle],
  ['same queries, prepared, raw rows', prepared],
  ['loadAttractions (Drizzle builder)', viaDrizzle],
  ['same queries, prepared, raw rows', prepared],
] as const) {
  for (let i = 0; i < 50; i++) await run();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < 300; i++) await run();
  const used = process.cpuUsage(cpu);
  console.log(
    `${name.padEnd(36)} wall ${((performance.now() - started) / 300).toFixed(2)} ms/page, server-process CPU ${((used.user + used.system) / 1000 / 300).toFixed(2)} ms/page`,
  );
}
await pool.end();
