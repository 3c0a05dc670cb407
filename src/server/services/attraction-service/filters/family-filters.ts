// The family filters of the list query (decision 014) as SQL conditions: age, cost, setting, members'
// free entry, near a station (decision 150) and "open on". Unknown never matches: a place with no ages
// or price band recorded is not suitable or cheap as far as the list can tell; a setting not
// checked matches by its kind's typical one (decision 111).
import { sql, type SQL } from 'drizzle-orm';
import type { FamilyFilters } from '../../../../contract/family-query.js';
import { memberSchemes } from '../../../../contract/member-schemes.js';
import { maxStraightMetresForWalk } from '../../../../contract/nearest-station.js';
import { attractions } from '../../../db/schema.js';
import { openOnCondition, unknownHoursCondition } from './open-on-sql.js';

const a = attractions;

/** Age, cost and setting. */
export function suitabilityConditions(filters: FamilyFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.age !== undefined) {
    conditions.push(
      sql`${a.ageFrom} <= ${filters.age} and (${a.ageTo} is null or ${a.ageTo} >= ${filters.age})`,
    );
  }
  if (filters.maxPrice !== undefined) {
    // A band 0–4 (validated) in the statement's text: a plan costed for it, kept (decision 095).
    conditions.push(sql`${a.price} <= ${sql.raw(String(Math.trunc(filters.maxPrice)))}`);
  }
  if (filters.setting.length > 0) {
    const wanted = sql.join(
      filters.setting.map((s) => sql`${s}`),
      sql`, `,
    );
    // A checked setting decides; a place with none matches by the setting typical of its kind
    // (decision 111), which the card then labels "Usually indoor (museums), not checked".
    conditions.push(
      sql`(${a.setting} in (${wanted}) or (${a.setting} is null and ${a.typicalSetting} in (${wanted})))`,
    );
  }
  if (filters.member.length > 0) {
    const groupIds = filters.member.map((scheme) => sql`${memberSchemes[scheme].groupId}`);
    conditions.push(
      sql`exists (select 1 from attraction_group_members m
        join attraction_groups g on g.id = m.group_id
        where m.attraction_id = ${a.id} and g.group_id in (${sql.join(groupIds, sql`, `)}))`,
    );
  }
  if (filters.nearStation !== undefined) {
    // The walking estimate's exact bound in metres (contract nearest-station.ts), so the filter
    // keeps exactly the places whose page says "about N minutes' walk" with N within the choice.
    const metres = maxStraightMetresForWalk(filters.nearStation);
    // In the statement's text (one of three bounds): a plan costed for it, kept (decision 095).
    conditions.push(sql`${a.nearestStationMetres} <= ${sql.raw(String(Math.trunc(metres)))}`);
  }
  return conditions;
}

/** "Open on": known to open that day, or (when asked) hours not known. */
export function openOnFilter(filters: FamilyFilters): SQL | undefined {
  if (filters.openOn === undefined) return undefined;
  const open = openOnCondition(filters.openOn);
  return filters.includeUnknownHours ? sql`(${open} or ${unknownHoursCondition})` : open;
}

/**
 * With "open on": the places matching every other filter whose hours are not known. Without
 * includeUnknownHours they are left out and the page offers to include them; with it they are
 * among the results and the heading counts them apart ("11 open on Saturday, and 3,722 whose hours
 * are not yet checked"). The same rows either way, so one count (and one cache key) serves both.
 */
export function unknownHoursAmongOthers(filters: FamilyFilters): SQL | undefined {
  return filters.openOn === undefined ? undefined : unknownHoursCondition;
}
