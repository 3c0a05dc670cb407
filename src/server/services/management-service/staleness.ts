// The staleness queue's read (decision 067): live attractions by their last whole check, never
// checked first, then the oldest; ties by name so the order is stable page to page.
import { and, asc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { staleBefore } from '../../../contract/freshness.js';
import { buildListMetadata } from '../../../contract/list.js';
import type { StaleAttraction, StalenessQuery } from '../../../contract/staleness.js';
import type { Db } from '../../db/database.js';
import { attractionChecks, attractions, categories, regions } from '../../db/schema.js';

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findStaleAttractions(db: Db, query: StalenessQuery, now: Date) {
  const conditions: (SQL | undefined)[] = [eq(attractions.isLive, true)];
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
    })),
    metadata: buildListMetadata({
      totalResults: Number(total?.count ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    }),
  };
}
