// The Recommended order (decision 117): near places first, each distance shortened by what makes
// a place a good pick for a family — a curated listing, a well-known place, facts somebody has
// checked, a picture — so a famous museum two miles away comes before a little-known archive a
// mile away, but a day out 30 miles off never beats good places on the doorstep.
import { sql, type SQL } from 'drizzle-orm';
import type { LatLng } from '../../../contract/distance.js';
import { attractions } from '../../db/schema.js';
import { distanceMilesSql } from './distance-sql.js';

const a = attractions;

/** The sources that count as checked facts: typical settings and the open data do not. */
const CHECKED_SOURCES = ['website', 'published', 'venue', 'visitor', 'moderator'];

/**
 * Within this distance places count as equally near (a short walk in a city centre): the weight
 * alone orders them.
 */
export const RECOMMENDED_NEAR_MILES = 1;

/**
 * The multiplier of a place's distance, from 0.07 (a curated, famous place with every fact
 * checked and a picture) to 3 (a little-known place that is temporarily closed); lower is better.
 */
export const recommendedWeightSql: SQL = sql`(
  (case when ${a.source} is null then 0.3 else 1 end)
  * (case ${a.renown} when 3 then 0.5 when 2 then 0.65 when 1 then 0.85 else 1 end)
  * (1 - 0.08 * (select count(*) from attraction_facts f where f.attraction_id = ${a.id}
      and f.source in (${sql.join(
        CHECKED_SOURCES.map((s) => sql`${s}`),
        sql`, `,
      )})))
  * (case when ${a.imageUrl} is not null then 0.85 else 1 end)
  * (case when ${a.closureState} = 'temporarilyClosed' then 3 else 1 end))`;

/**
 * Nearest-weighted from `origin`; without one (no location) the weight alone, then the rating,
 * so the order still starts with the places most worth a visit.
 */
export function recommendedOrder(origin: LatLng | undefined): SQL[] {
  if (!origin) return [sql`${recommendedWeightSql} asc`, sql`${a.rating} desc nulls last`];
  const miles = distanceMilesSql(origin);
  return [
    sql`greatest(${miles}, ${RECOMMENDED_NEAR_MILES}) * ${recommendedWeightSql} asc nulls last`,
    sql`${a.rating} desc nulls last`,
  ];
}
