// The family filters of the list query (issue 17) as SQL conditions: age, cost, setting and
// "open on". Unknown never matches: a place with no ages, price band or setting recorded is not
// suitable, cheap or indoor as far as the list can tell.
import { sql, type SQL } from 'drizzle-orm';
import type { FamilyFilters } from '../../../../contract/family-query.js';
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
  if (filters.maxPrice !== undefined) conditions.push(sql`${a.price} <= ${filters.maxPrice}`);
  if (filters.setting.length > 0) {
    conditions.push(
      sql`${a.setting} in (${sql.join(
        filters.setting.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
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
 * The places "open on" leaves out because their hours are not known: the page says how many and
 * offers to include them. Undefined when nothing is left out for that reason.
 */
export function leftOutForUnknownHours(filters: FamilyFilters): SQL | undefined {
  if (filters.openOn === undefined || filters.includeUnknownHours) return undefined;
  return unknownHoursCondition;
}
