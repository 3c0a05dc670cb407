// Reads and the one counter write of the attraction service. Lists find the ids of one page
// (and how many match), then load those attractions in the wire shape (load-attractions.ts).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Attraction } from '../../../contract/attraction.js';
import type { LatLng } from '../../../contract/distance.js';
import { loadAttractions } from '../../db/load-attractions.js';
import type { Db } from '../../db/database.js';
import { executePrepared } from '../../db/prepared-statements.js';
import { attractions } from '../../db/schema.js';
import { MAX_ROW_ID, type AttractionListPlan } from './attractions-query-builder.js';
import type { CountCache } from './count-cache.js';
import { topNameMatchesSql } from './attraction-search.js';
import { boundingBoxLateralSql, distanceMilesSql } from './distance-sql.js';

export interface PageRequest {
  page: number;
  pageSize: number;
  /** A cap on the whole result set, whatever the paging (related attractions: 6). */
  limit: number | undefined;
}

export interface AttractionPage {
  attractions: Attraction[];
  totalResults: number;
  /** With openOn: how many places matching the other filters were left out for unknown hours. */
  hoursUnknown: number | undefined;
}

/** Beyond this many rows an offset cannot land on one; skip the row query. */
const MAX_OFFSET = 1_000_000_000;

const fromWhere = (plan: AttractionListPlan, extra?: SQL) =>
  sql`from ${attractions} ${sql.join(plan.joins, sql` `)} where ${extra ? sql`(${plan.where}) and ${extra}` : plan.where}`;

async function countMatches(db: Db, plan: AttractionListPlan): Promise<number> {
  const { rows } = await executePrepared<{ total: number }>(
    db,
    sql`select count(*)::int as total ${fromWhere(plan)}`,
  );
  return Number(rows[0]?.total ?? 0);
}

async function countUnknownHours(
  db: Db,
  plan: AttractionListPlan,
  counts: CountCache | undefined,
): Promise<number | undefined> {
  const unknown = plan.unknownHours;
  if (!unknown) return undefined;
  const count = () => countMatches(db, { ...plan, where: unknown.where });
  return unknown.countKey && counts ? counts.get(unknown.countKey, count) : count();
}

async function pageIds(
  db: Db,
  plan: AttractionListPlan,
  take: number,
  offset: number,
  extra?: SQL,
): Promise<number[]> {
  const { rows } = await executePrepared<{ id: number }>(
    db,
    sql`select ${attractions.id} as id ${fromWhere(plan, extra)}
        order by ${sql.join(plan.orderBy, sql`, `)} limit ${take} offset ${offset}`,
  );
  return rows.map((row) => row.id);
}

/** Ids of one page and the count of all matches in one statement (the count rides on the rows). */
async function pageIdsAndCount(db: Db, plan: AttractionListPlan, take: number, offset: number) {
  const { rows } = await executePrepared<{ id: number; total: number }>(
    db,
    sql`select ${attractions.id} as id, (count(*) over ())::int as total ${fromWhere(plan)}
        order by ${sql.join(plan.orderBy, sql`, `)} limit ${take} offset ${offset}`,
  );
  return { ids: rows.map((row) => row.id), total: rows[0]?.total };
}

/**
 * Nearest first, exactly, by the point index (docs/decisions/016), in one statement
 * (docs/decisions/095). The GiST index on the point walks outwards from the origin and yields the
 * first `window` matches by flat distance in degrees; the furthest of them by true distance, R,
 * bounds the page: at least `window` matches lie within R, so the first `window` by true distance
 * (and their ties) all do. The page is then the usual ordered query inside R's indexed box, in the
 * same statement. Undefined when fewer than `window` matches have coordinates: the page reaches
 * the places without any, which only the full sort orders.
 */
async function nearestWindowIds(
  db: Db,
  plan: AttractionListPlan,
  window: number,
  take: number,
  offset: number,
): Promise<number[] | undefined> {
  const origin = plan.origin!;
  const a = attractions;
  const miles = distanceMilesSql(origin);
  const { rows } = await executePrepared<{ found: number; ids: number[] | null }>(
    db,
    sql`select k.found, array(
          select ${a.id} ${fromWhere(
            plan,
            sql`k.found >= ${count(window)} and ${a.latitude} between b.lat_min and b.lat_max
              and ${a.longitude} between b.lng_min and b.lng_max and ${miles} <= k.radius`,
          )}
          order by ${sql.join(plan.orderBy, sql`, `)}
          limit ${count(take)} offset ${count(offset)}) as ids
        from (select max(n.miles) as radius, count(*)::int as found from (
          select ${miles} as miles ${fromWhere(plan, sql`${a.latitude} is not null`)}
          order by point(${a.longitude}, ${a.latitude}) <-> point(${origin.longitude}::float8, ${origin.latitude}::float8)
          limit ${count(window)}) n) k
        ${boundingBoxLateralSql(origin, sql`k.radius`)}`,
  );
  const row = rows[0];
  return row && row.found >= window && row.ids ? row.ids.map(Number) : undefined;
}

/**
 * A row count written into the statement's text rather than bound: with `limit $1`, the plan
 * PostgreSQL would keep for every execution is costed for an unknown count, so it planned the
 * statement afresh on each one (~1 ms, more than running it). Page sizes and depths are few.
 */
const count = (n: number) => sql.raw(String(Math.trunc(n)));

/** Deeper than this, a page is found by sorting every match (rare: page 42 of 24). */
const MAX_NEAREST_WINDOW = 1000;

async function nearestPageIds(
  db: Db,
  plan: AttractionListPlan,
  take: number,
  offset: number,
  matching: number,
) {
  if (Math.min(take, matching - offset) <= 0) return [];
  const window = offset + take;
  const ids =
    window <= MAX_NEAREST_WINDOW
      ? await nearestWindowIds(db, plan, window, take, offset)
      : undefined;
  return ids ?? pageIds(db, plan, take, offset);
}

/**
 * A search page in the relevance order: from the matches whose name holds the term when they
 * are enough to fill it (they rank above every other kind), else from every match.
 */
async function relevanceOrPageIds(
  db: Db,
  plan: AttractionListPlan,
  take: number,
  offset: number,
  matching: number,
): Promise<number[]> {
  const window = offset + take;
  if (!plan.search || !plan.relevanceFirst || matching < window) {
    return pageIds(db, plan, take, offset);
  }
  const { rows } = await executePrepared<{ id: number }>(
    db,
    topNameMatchesSql(plan.search, plan.where, window),
  );
  if (rows.length < window) return pageIds(db, plan, take, offset);
  return rows.slice(offset).map((row) => row.id);
}

async function findPageIds(
  db: Db,
  plan: AttractionListPlan,
  paging: PageRequest,
  counts: CountCache | undefined,
): Promise<{ ids: number[]; matching: number; cap: number }> {
  const offset = (paging.page - 1) * paging.pageSize;
  const cap = paging.limit ?? Number.POSITIVE_INFINITY;
  const take = Math.min(paging.pageSize, cap - offset);
  const wantRows = take > 0 && offset < MAX_OFFSET;

  let matching: number | undefined =
    plan.countKey && counts
      ? await counts.get(plan.countKey, () => countMatches(db, plan))
      : undefined;
  let ids: number[] = [];
  if (wantRows && plan.nearestFirst) {
    matching ??= await countMatches(db, plan);
    ids = await nearestPageIds(db, plan, take, offset, matching);
  } else if (wantRows && matching !== undefined) {
    ids = offset < matching ? await relevanceOrPageIds(db, plan, take, offset, matching) : [];
  } else if (wantRows) {
    const page = await pageIdsAndCount(db, plan, take, offset);
    ids = page.ids;
    matching = page.total;
  }
  // Past the last page (or past the cap) the window count has no row to ride on.
  matching ??= await countMatches(db, plan);
  return { ids, matching, cap };
}

/** One page's ids in order, how many match in all, and (with openOn) how many had unknown hours. */
export interface AttractionIdPage {
  ids: number[];
  totalResults: number;
  hoursUnknown: number | undefined;
}

export async function findAttractionIdPage(
  db: Db,
  plan: AttractionListPlan,
  paging: PageRequest,
  counts?: CountCache,
): Promise<AttractionIdPage> {
  const { ids, matching, cap } = await findPageIds(db, plan, paging, counts);
  return {
    ids,
    totalResults: Math.min(matching, cap),
    hoursUnknown: await countUnknownHours(db, plan, counts),
  };
}

export async function findAttractionPage(
  db: Db,
  plan: AttractionListPlan,
  paging: PageRequest,
  options: {
    includeReferenceNumber?: boolean;
    includeCheckedBy?: boolean;
    counts?: CountCache;
  } = {},
): Promise<AttractionPage> {
  const page = await findAttractionIdPage(db, plan, paging, options.counts);
  const results = await loadAttractions(db, page.ids, {
    distanceFrom: plan.origin,
    includeReferenceNumber: options.includeReferenceNumber ?? false,
    includeCheckedBy: options.includeCheckedBy ?? false,
  });
  return { ...page, attractions: results };
}

/** One attraction; null when there is none or the reader may not see it. */
export async function findAttraction(
  db: Db,
  id: number,
  options: { includeNonLive: boolean; distanceFrom?: LatLng },
): Promise<Attraction | null> {
  if (id > MAX_ROW_ID) return null;
  const [attraction] = await loadAttractions(db, [id], {
    distanceFrom: options.distanceFrom,
    includeReferenceNumber: options.includeNonLive,
    includeCheckedBy: options.includeNonLive,
  });
  if (!attraction || (!attraction.status.isLive && !options.includeNonLive)) return null;
  return attraction;
}

/**
 * Counts one visit to a live attraction's website and answers the link; null for an unknown
 * or non-live id. One atomic statement: concurrent visits never lose a count.
 */
export async function trackVisit(db: Db, id: number): Promise<{ linkUrl: string | null } | null> {
  if (id > MAX_ROW_ID) return null;
  const [row] = await db
    .update(attractions)
    .set({ hitCount: sql`${attractions.hitCount} + 1` })
    .where(and(eq(attractions.id, id), eq(attractions.isLive, true)))
    .returning({ linkUrl: attractions.websiteUrl });
  return row ?? null;
}
