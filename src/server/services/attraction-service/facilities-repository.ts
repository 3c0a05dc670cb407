// Facilities with their types and the number of live attractions that have them (YES or
// PARTIAL, the same rule as the list's facility filter).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { SimpleSort } from '../../../contract/sorts.js';
import type { Facility } from '../../../contract/facility.js';
import type { Db } from '../../db/database.js';
import { facilities, facilityTypes } from '../../db/schema.js';
import type { SearchTerm } from './attraction-search.js';
import { FACILITY_PRESENT_STATES } from './attractions-query-builder.js';
import { nameMatchSql, nameOrder } from './catalogue-lists.js';

const presentStates = sql.join(
  FACILITY_PRESENT_STATES.map((state) => sql`${state}`),
  sql`, `,
);

const fields = {
  id: facilities.id,
  facilityName: facilities.facilityName,
  displayName: facilities.displayName,
  colour: facilities.colour,
  forDisabled: facilities.forDisabled,
  isActive: facilities.isActive,
  iconPrefix: facilities.iconPrefix,
  iconName: facilities.iconName,
  availableDescription: facilities.availableDescription,
  unavailableDescription: facilities.unavailableDescription,
  unknownDescription: facilities.unknownDescription,
  // Explicit aliases: Drizzle leaves columns unqualified in a one-table select list.
  attractionCount: sql<number>`(select count(*)::int from attraction_facilities af
    join attractions a on a.id = af.attraction_id
    where af.facility_id = "facilities"."id" and af.state in (${presentStates}) and a.is_live)`,
};

type FacilityRow = { id: number; iconPrefix: string; iconName: string } & Omit<
  Facility,
  'icon' | 'types'
>;

async function withTypes(db: Db, rows: FacilityRow[]): Promise<Facility[]> {
  if (rows.length === 0) return [];
  const typeRows = await db
    .select({ facilityId: facilityTypes.facilityId, name: facilityTypes.name })
    .from(facilityTypes)
    .where(
      inArray(
        facilityTypes.facilityId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(facilityTypes.position), asc(facilityTypes.id));
  return rows.map(({ id, iconPrefix, iconName, ...facility }) => ({
    ...facility,
    icon: { prefix: iconPrefix, iconName },
    types: typeRows.filter((type) => type.facilityId === id).map((type) => ({ name: type.name })),
  }));
}

export async function findFacilities(
  db: Db,
  options: { sort: SimpleSort; search: SearchTerm | undefined },
): Promise<Facility[]> {
  const rows = await db
    .select(fields)
    .from(facilities)
    .where(
      options.search
        ? nameMatchSql(facilities.displayName, facilities.facilityName, options.search)
        : undefined,
    )
    .orderBy(...nameOrder(facilities.displayName, facilities.facilityName, options.sort));
  return withTypes(db, rows);
}

export async function findFacility(db: Db, facilityName: string): Promise<Facility | null> {
  const rows = await db
    .select(fields)
    .from(facilities)
    .where(eq(facilities.facilityName, facilityName));
  const [facility] = await withTypes(db, rows);
  return facility ?? null;
}
