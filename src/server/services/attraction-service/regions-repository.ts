// Regions with their live attraction counts.
import { eq, sql } from 'drizzle-orm';
import type { SimpleSort } from '../../../contract/sorts.js';
import type { Region } from '../../../contract/region.js';
import type { Db } from '../../db/database.js';
import { regions } from '../../db/schema.js';
import type { SearchTerm } from './attraction-search.js';
import { nameMatchSql, nameOrder } from './catalogue-lists.js';

const fields = {
  regionName: regions.regionName,
  displayName: regions.displayName,
  latitude: regions.latitude,
  longitude: regions.longitude,
  // Explicit aliases: Drizzle leaves columns unqualified in a one-table select list.
  attractionCount: sql<number>`(select count(*)::int from attractions a
    where a.region_id = "regions"."id" and a.is_live)`,
};

export async function findRegions(
  db: Db,
  options: { sort: SimpleSort; search: SearchTerm | undefined },
): Promise<Region[]> {
  return db
    .select(fields)
    .from(regions)
    .where(
      options.search
        ? nameMatchSql(regions.displayName, regions.regionName, options.search)
        : undefined,
    )
    .orderBy(...nameOrder(regions.displayName, regions.regionName, options.sort));
}

export async function findRegion(db: Db, regionName: string): Promise<Region | null> {
  const [row] = await db.select(fields).from(regions).where(eq(regions.regionName, regionName));
  return row ?? null;
}
