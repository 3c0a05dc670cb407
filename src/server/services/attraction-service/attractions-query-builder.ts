// Turns a validated list query (SPEC §7) into SQL conditions and an order. Every value reaches
// the database as a bound parameter through Drizzle's sql`` template.
import { and, asc, desc, ne, sql, type SQL } from 'drizzle-orm';
import type { AttractionQuery } from '../../../contract/attraction-query.js';
import { MAX_WHOLE_NUMBER } from '../../../contract/fields.js';
import { resolveAttractionSort } from '../../../contract/sorts.js';
import type { LatLng } from '../../../contract/distance.js';
import type { AdminFilter } from '../../../contract/enums.js';
import type { AttractionSort } from '../../../contract/sorts.js';
import { attractions } from '../../db/schema.js';
import {
  normaliseSearch,
  searchJoinSql,
  searchScoreDesc,
  type SearchTerm,
} from './attraction-search.js';
import { bboxSql } from './bbox-sql.js';
import { recommendedOrder } from './recommended-order.js';
import { distanceMilesSql, withinMilesSql } from './distance-sql.js';
import {
  openOnFilter,
  suitabilityConditions,
  unknownHoursAmongOthers,
} from './filters/family-filters.js';
import { normalisedKey } from '../../http/list-cache.js';

/** Ids are int4; a larger number names no row and must not reach the database as one. */
export const MAX_ROW_ID = MAX_WHOLE_NUMBER;

/** Facility states that count as "has the facility" for the filter and the counts. */
export const FACILITY_PRESENT_STATES = ['YES', 'PARTIAL'] as const;

export interface AttractionListPlan {
  /** Joined after `from attractions` (the search hits and their scores). */
  joins: SQL[];
  where: SQL;
  orderBy: SQL[];
  sort: AttractionSort;
  /** The search term, when there is one (the join above scores its matches). */
  search: SearchTerm | undefined;
  /** The order starts with the search's kinds of match: the top kinds can fill a page alone. */
  relevanceFirst: boolean;
  /** The query's coordinates: every result then carries its distance. */
  origin: LatLng | undefined;
  /** Nearest first from `origin`: the page can be found in a growing neighbourhood. */
  nearestFirst: boolean;
  maxDistance: number | undefined;
  /** Names the matching set when it does not depend on the coordinates (public reads only). */
  countKey: string | undefined;
  /**
   * With openOn: the rows that match every other filter but whose hours are not known (left out,
   * or with includeUnknownHours counted among the results), and the name of that count for the
   * count cache (like countKey).
   */
  unknownHours: { where: SQL; countKey: string | undefined } | undefined;
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
// Each attraction's category ids are kept in its row by triggers on attraction_categories
// (migration 0007, docs/decisions/095), so a candidate is checked where it lies, with no probe of
// another table; the names become ids once per statement (an InitPlan).
function categoryCondition(names: readonly string[]): SQL {
  return sql`${attractions}.category_ids && array(select c.id from categories c
    where c.category_name in (${inList(names)}))`;
}

function regionCondition(names: readonly string[]): SQL {
  return sql`${attractions.regionId} in (select r.id from regions r where r.region_name in (${inList(names)}))`;
}

/**
 * A facility matches when it is there ('YES') or partly there ('PARTIAL'); an accessibility
 * facility (forDisabled) matches 'PARTIAL' only when the query asks for partial access, because
 * "partly step-free" is no answer for a wheelchair user (docs/decisions/014).
 */
function facilityCondition(names: readonly string[], partialAccess: boolean): SQL {
  const partial = partialAccess ? sql`true` : sql`not f.for_disabled`;
  return sql`${attractions.id} in (select af.attraction_id from attraction_facilities af
    join facilities f on f.id = af.facility_id
    where f.facility_name in (${inList(names)})
      and (af.state = 'YES' or (af.state = 'PARTIAL' and ${partial})))`;
}

function groupCondition(groupId: string): SQL {
  return sql`${attractions.id} in (select m.attraction_id from attraction_group_members m
    join attraction_groups g on g.id = m.group_id where g.group_id = ${groupId})`;
}

const byName = [asc(sql`lower(${attractions.name})`), asc(attractions.id)];

/** Hand-written (null source) or one open dataset's basic listings (decision 006). */
function sourceCondition(source: NonNullable<AttractionQuery['source']>): SQL {
  return source === 'handwritten'
    ? sql`${attractions.source} is null`
    : sql`${attractions.source} = ${source}`;
}

/** A curated listing outranks a basic one at equal relevance (decision 006). */
const curatedFirst = sql`(${attractions.source} is null) desc`;

/**
 * Within this distance a strip that prefers curated listings shows them before nearer basic ones;
 * beyond it the nearest places come first whatever they are, so a strip stays "close by".
 */
export const PREFERRED_LISTING_MILES = 25;

/** Curated with a picture, then curated, then basic listings (the home strips, decision 006). */
function listingPreference(origin: LatLng | undefined, sort: AttractionSort): SQL {
  const rank = sql`case when ${attractions.source} is not null then 2
    when ${attractions.imageUrl} is not null then 0 else 1 end`;
  if (!origin || sort !== 'closest') return sql`${rank} asc`;
  return sql`case when ${distanceMilesSql(origin)} <= ${PREFERRED_LISTING_MILES} then ${rank} else 3 end asc`;
}

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
    case 'recommended':
      return [...recommendedOrder(origin), ...byName];
    case 'most-popular':
      return [desc(attractions.hitCount), ...byName];
    case 'least-popular':
      return [asc(attractions.hitCount), ...byName];
    case 'price-low-high':
      return [sql`${attractions.price} asc nulls last`, ...byName];
    case 'price-high-low':
      return [sql`${attractions.price} desc nulls last`, ...byName];
    case 'relevance':
      // Kinds of match are whole-number tiers (search_hits): the kind first, then curated
      // before basic, then the finer score within the kind. Without a search term, the
      // catalogue's own order (decision 051).
      return search
        ? [sql`floor(search_hits.score) desc`, curatedFirst, searchScoreDesc, ...byName]
        : [desc(attractions.hvt), sql`${attractions.rating} desc nulls last`, ...byName];
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
  if (query.facility.length > 0) {
    conditions.push(facilityCondition(query.facility, query.partialAccess === true));
  }
  if (query.attractionGroupName) conditions.push(groupCondition(query.attractionGroupName));
  if (query.source) conditions.push(sourceCondition(query.source));
  if (query.bbox) conditions.push(bboxSql(query.bbox));
  const exclude =
    query.exclude !== undefined && query.exclude <= MAX_ROW_ID ? query.exclude : undefined;
  if (exclude !== undefined) conditions.push(ne(attractions.id, exclude));
  // SPEC §5: the distance filter applies only when the user's coordinates are known.
  const maxDistance = origin ? query.maxDistance : undefined;
  if (origin && maxDistance !== undefined) conditions.push(withinMilesSql(origin, maxDistance));
  conditions.push(...suitabilityConditions(query));
  // Every filter but "open on": what the unknown-hours count adds its own condition to.
  const exceptOpenOn = [...conditions];
  const openOn = openOnFilter(query);
  if (openOn) conditions.push(openOn);

  const sort = resolveAttractionSort(
    { sort: query.sort, search: search?.text },
    origin !== undefined,
  );
  const countable = query.adminFilter === undefined && maxDistance === undefined;
  const countFilters = {
    category: query.category,
    region: query.region,
    facility: query.facility,
    attractionGroupName: query.attractionGroupName,
    source: query.source,
    bbox: query.bbox,
    exclude,
    search: search?.text,
    exact: search?.exact,
    partialAccess: query.partialAccess,
    age: query.age,
    maxPrice: query.maxPrice,
    setting: query.setting,
    member: query.member,
    nearStation: query.nearStation,
  };
  const countKey = countable
    ? normalisedKey('count', {
        ...countFilters,
        openOn: query.openOn,
        includeUnknownHours: query.includeUnknownHours,
      })
    : undefined;
  const unknownHours = unknownHoursAmongOthers(query);
  const order = orderFor(sort, origin, search);
  return {
    joins: search ? [searchJoinSql(search)] : [],
    search,
    relevanceFirst: search !== undefined && sort === 'relevance' && !query.preferCurated,
    where: and(...conditions) ?? sql`true`,
    orderBy: query.preferCurated ? [listingPreference(origin, sort), ...order] : order,
    sort,
    origin,
    // The neighbourhood search assumes a pure distance order, which a preference breaks.
    nearestFirst: sort === 'closest' && origin !== undefined && !query.preferCurated,
    maxDistance,
    countKey,
    unknownHours: unknownHours
      ? {
          where: and(...exceptOpenOn, unknownHours) ?? unknownHours,
          countKey: countable ? normalisedKey('unknownHours', countFilters) : undefined,
        }
      : undefined,
  };
}
