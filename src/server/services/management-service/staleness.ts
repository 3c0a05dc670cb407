// The staleness queue's read (decision 067): live attractions by their last whole check, never
// checked first, then the oldest; ties by name so the order is stable page to page. The
// 'old-facts' filter lists places with a sourced fact dated more than a year back, the oldest
// fact first (decision 109).
import { and, asc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { staleBefore } from '../../../contract/freshness.js';
import { buildListMetadata } from '../../../contract/list.js';
import type { StaleAttraction, StalenessQuery } from '../../../contract/staleness.js';
import type { Db } from '../../db/database.js';
import { attractionChecks, attractions, categories, regions } from '../../db/schema.js';

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The place's oldest sourced fact, as the wire's `oldestFact` (null when it has none). */
const oldestFact = sql<StaleAttraction['oldestFact']>`(select json_build_object(
    'group', f.fact_group, 'source', f.source, 'url', f.url,
    'asOf', f.as_of, 'asOfPrecision', f.as_of_precision)
  from attraction_facts f where f.attraction_id = ${attractions.id}
  order by f.as_of asc, f.fact_group asc limit 1)`;

const oldestFactAsOf = sql`(select min(f.as_of) from attraction_facts f
  where f.attraction_id = ${attractions.id})`;

export async function findStaleAttractions(db: Db, query: StalenessQuery, now: Date) {
  const conditions: (SQL | undefined)[] = [eq(attractions.isLive, true)];
  const oldFacts = query.filter === 'old-facts';
  if (oldFacts) {
    const cutoff = staleBefore(now).toISOString().slice(0, 10);
    conditions.push(sql`exists (select 1 from attraction_facts f
      where f.attraction_id = ${attractions.id} and f.as_of < ${cutoff})`);
  }
  if (query.filter === 'never') conditions.push(isNull(attractionChecks.checkedAt));
  if (query.filter === 'overdue') {
    conditions.push(
      or(isNull(attractionChecks.checkedAt), lt(attractionChecks.checkedAt, staleBefore(now))),
    );
  }
  if (query.filter === 'basic') conditions.push(eq(attractions.detailedView, false));
  if (query.search) conditions.push(ilike(attractions.name, likePattern(query.search)));
  const where = and(...conditions);
  const from = db
    .select({
      id: attractions.id,
      name: attractions.name,
      region: regions.displayName,
      mainCategory: categories.displayName,
      detailedView: attractions.detailedView,
      closureState: attractions.closureState,
      checkedAt: attractionChecks.checkedAt,
      checkedBy: attractionChecks.checkedBy,
      oldestFact,
    })
    .from(attractions)
    .leftJoin(
      attractionChecks,
      and(
        eq(attractionChecks.attractionId, attractions.id),
        eq(attractionChecks.factGroup, 'whole'),
      ),
    )
    .leftJoin(regions, eq(regions.id, attractions.regionId))
    .leftJoin(categories, eq(categories.id, attractions.mainCategoryId));
  const [rows, [total]] = await Promise.all([
    from
      .where(where)
      .orderBy(
        ...(oldFacts ? [sql`${oldestFactAsOf} asc`] : []),
        sql`${attractionChecks.checkedAt} asc nulls first`,
        asc(attractions.name),
        asc(attractions.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(attractions)
      .leftJoin(
        attractionChecks,
        and(
          eq(attractionChecks.attractionId, attractions.id),
          eq(attractionChecks.factGroup, 'whole'),
        ),
      )
      .where(where),
  ]);
  return {
    results: rows.map((row): StaleAttraction => ({
      id: row.id,
      name: row.name,
      region: row.region,
      mainCategory: row.mainCategory,
      detailedView: row.detailedView,
      closureState: row.closureState as StaleAttraction['closureState'],
      lastCheckedAt: row.checkedAt?.toISOString() ?? null,
      lastCheckedBy: row.checkedBy,
      oldestFact: row.oldestFact ?? null,
    })),
    metadata: buildListMetadata({
      totalResults: Number(total?.count ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    }),
  };
}
