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
import { withinMilesSql } from './distance-sql.js';

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
/** Nearest first: the page is looked for within these radii (miles) before the whole country. */
const NEIGHBOURHOOD_MILES = [10, 40, 160, 640];

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
 * Nearest first: the first `offset + take` matches by distance all lie within some radius, so look
 * in a growing neighbourhood (an indexed box) before sorting every match in the country. Exact:
 * whatever lies outside a radius is further than everything inside it.
 */
async function nearestPageIds(
  db: Db,
  plan: AttractionListPlan,
  take: number,
  offset: number,
  matching: number,
) {
  const wanted = Math.min(take, matching - offset);
  if (wanted <= 0) return [];
  for (const miles of NEIGHBOURHOOD_MILES) {
    if (plan.maxDistance !== undefined && miles >= plan.maxDistance) break;
    const ids = await pageIds(db, plan, take, offset, withinMilesSql(plan.origin!, miles));
    if (ids.length >= wanted) return ids;
  }
  return pageIds(db, plan, take, offset);
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
    ids = offset < matching ? await pageIds(db, plan, take, offset) : [];
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
