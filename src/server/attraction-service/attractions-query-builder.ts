// Turns a validated list query (SPEC §7) into SQL conditions and an order. Every value reaches
// the database as a bound parameter through Drizzle's sql`` template.
import { and, asc, desc, ne, sql, type SQL } from 'drizzle-orm';
import type { AttractionQuery } from '../../contract/attraction-query.js';
import { resolveAttractionSort } from '../../contract/sorts.js';
import type { LatLng } from '../../contract/distance.js';
import type { AdminFilter } from '../../contract/enums.js';
import type { AttractionSort } from '../../contract/sorts.js';
import { attractions } from '../db/schema.js';
import {
  normaliseSearch,
  searchJoinSql,
  searchScoreDesc,
  type SearchTerm,
} from './attraction-search.js';
import { bboxSql } from './bbox-sql.js';
import { distanceMilesSql, withinMilesSql } from './distance-sql.js';
import { normalisedKey } from './list-cache.js';

/** Ids are int4; a larger number names no row and must not reach the database as one. */
export const MAX_ROW_ID = 2_147_483_647;

/** Facility states that count as "has the facility" for the filter and the counts. */
export const FACILITY_PRESENT_STATES = ['YES', 'PARTIAL'] as const;

export interface AttractionListPlan {
  /** Joined after `from attractions` (the search hits and their scores). */
  joins: SQL[];
  where: SQL;
  orderBy: SQL[];
  sort: AttractionSort;
  /** The query's coordinates: every result then carries its distance. */
  origin: LatLng | undefined;
  /** Nearest first from `origin`: the page can be found in a growing neighbourhood. */
  nearestFirst: boolean;
  maxDistance: number | undefined;
  /** Names the matching set when it does not depend on the coordinates (public reads only). */
  countKey: string | undefined;
}

/** Which rows a reader may see: live ones, or an admin filter's rows (docs/decisions/011). */
export function statusCondition(adminFilter: AdminFilter | undefined): SQL {
  const a = attractions;
  const pendingOrRejectedSubmission = sql`(${a.isUserSubmitted} and (${a.isAwaitingAdminReview} or ${a.isRejected}))`;
  switch (adminFilter) {
    case undefined:
    case 'LIVE_ATTRACTIONS':
      return sql`${a.isLive}`;
    case 'ALL_ATTRACTIONS':
      return sql`not ${pendingOrRejectedSubmission}`;
    case 'NON_LIVE_ATTRACTIONS':
      return sql`not ${a.isLive} and not ${pendingOrRejectedSubmission}`;
    case 'ALL_SUBMISSIONS':
      return sql`${a.isUserSubmitted}`;
    case 'SUBMISSION_AWAITING_REVIEW':
      return sql`${a.isUserSubmitted} and ${a.isAwaitingAdminReview}`;
    case 'SUBMISSION_REJECTED':
      return sql`${a.isUserSubmitted} and ${a.isRejected}`;
    case 'SUBMISSION_APPROVED':
      return sql`${a.isUserSubmitted} and ${a.isApproved}`;
  }
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

// Subqueries name their tables with aliases; only the outer attraction is a Drizzle column.
function categoryCondition(names: readonly string[]): SQL {
  return sql`${attractions.id} in (select ac.attraction_id from attraction_categories ac
    join categories c on c.id = ac.category_id where c.category_name in (${inList(names)}))`;
}

function regionCondition(names: readonly string[]): SQL {
  return sql`${attractions.regionId} in (select r.id from regions r where r.region_name in (${inList(names)}))`;
}

function facilityCondition(names: readonly string[]): SQL {
  return sql`${attractions.id} in (select af.attraction_id from attraction_facilities af
    join facilities f on f.id = af.facility_id
    where f.facility_name in (${inList(names)}) and af.state in (${inList(FACILITY_PRESENT_STATES)}))`;
}

function groupCondition(groupId: string): SQL {
  return sql`${attractions.id} in (select m.attraction_id from attraction_group_members m
    join attraction_groups g on g.id = m.group_id where g.group_id = ${groupId})`;
}

const byName = [asc(sql`lower(${attractions.name})`), asc(attractions.id)];

function orderFor(
  sort: AttractionSort,
  origin: LatLng | undefined,
  search: SearchTerm | undefined,
): SQL[] {
  const distance = origin ? distanceMilesSql(origin) : undefined;
  switch (sort) {
    case 'a-z':
      return byName;
    case 'z-a':
      return [desc(sql`lower(${attractions.name})`), desc(attractions.id)];
    case 'closest':
      return distance ? [sql`${distance} asc nulls last`, ...byName] : byName;
    case 'furthest':
      return distance ? [sql`${distance} desc nulls last`, ...byName] : byName;
    case 'most-popular':
      return [desc(attractions.hitCount), ...byName];
    case 'least-popular':
      return [asc(attractions.hitCount), ...byName];
    case 'price-low-high':
      return [sql`${attractions.price} asc nulls last`, ...byName];
    case 'price-high-low':
      return [sql`${attractions.price} desc nulls last`, ...byName];
    case 'relevance':
      return search ? [searchScoreDesc, ...byName] : byName;
  }
}

export function buildAttractionListPlan(query: AttractionQuery): AttractionListPlan {
  const origin =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : undefined;
  const search = normaliseSearch(query.search, query.isExactSearch);
  const conditions: SQL[] = [statusCondition(query.adminFilter)];

  if (query.category.length > 0) conditions.push(categoryCondition(query.category));
  if (query.region.length > 0) conditions.push(regionCondition(query.region));
  if (query.facility.length > 0) conditions.push(facilityCondition(query.facility));
  if (query.attractionGroupName) conditions.push(groupCondition(query.attractionGroupName));
  if (query.bbox) conditions.push(bboxSql(query.bbox));
  const exclude =
    query.exclude !== undefined && query.exclude <= MAX_ROW_ID ? query.exclude : undefined;
  if (exclude !== undefined) conditions.push(ne(attractions.id, exclude));
  // SPEC §5: the distance filter applies only when the user's coordinates are known.
  const maxDistance = origin ? query.maxDistance : undefined;
  if (origin && maxDistance !== undefined) conditions.push(withinMilesSql(origin, maxDistance));

  const sort = resolveAttractionSort(
    { sort: query.sort, search: search?.text },
    origin !== undefined,
  );
  const countKey =
    query.adminFilter === undefined && maxDistance === undefined
      ? normalisedKey('count', {
          category: query.category,
          region: query.region,
          facility: query.facility,
          attractionGroupName: query.attractionGroupName,
          bbox: query.bbox,
          exclude,
          search: search?.text,
          exact: search?.exact,
        })
      : undefined;
  return {
    joins: search ? [searchJoinSql(search)] : [],
    where: and(...conditions) ?? sql`true`,
    orderBy: orderFor(sort, origin, search),
    sort,
    origin,
    nearestFirst: sort === 'closest' && origin !== undefined,
    maxDistance,
    countKey,
  };
}
