// The saved category / region / group / facility in the contract's read shape, so a write answers
// exactly what the public read of the same thing shows. attractionCount counts live attractions.
import { asc, eq, sql } from 'drizzle-orm';
import type { AttractionGroup } from '../../../contract/attraction-group.js';
import type { Category } from '../../../contract/category.js';
import type { Facility } from '../../../contract/facility.js';
import type { Region } from '../../../contract/region.js';
import {
  attractionGroups,
  categories,
  facilities,
  facilityTypes,
  regions,
} from '../../db/schema.js';
import type { Executor } from './route-support.js';

// Explicit aliases and table-qualified outer columns: Drizzle leaves columns unqualified in a
// one-table select list, which inside a subquery would silently bind to the inner table.
const liveAttractions = (join: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from attractions a where a.is_live and ${join})`;

export async function categoryResponse(
  db: Executor,
  categoryName: string,
): Promise<Category | null> {
  const [row] = await db
    .select({
      categoryName: categories.categoryName,
      displayName: categories.displayName,
      categoryPageTitle: categories.categoryPageTitle,
      rank: categories.rank,
      displayColor: categories.displayColor,
      attractionCount: liveAttractions(
        sql`exists (select 1 from attraction_categories ac where ac.attraction_id = a.id and ac.category_id = "categories"."id")`,
      ),
    })
    .from(categories)
    .where(eq(categories.categoryName, categoryName));
  return row ? { ...row, attractionCount: Number(row.attractionCount) } : null;
}

export async function regionResponse(db: Executor, regionName: string): Promise<Region | null> {
  const [row] = await db
    .select({
      regionName: regions.regionName,
      displayName: regions.displayName,
      latitude: regions.latitude,
      longitude: regions.longitude,
      attractionCount: liveAttractions(sql`a.region_id = "regions"."id"`),
    })
    .from(regions)
    .where(eq(regions.regionName, regionName));
  return row ? { ...row, attractionCount: Number(row.attractionCount) } : null;
}

export async function groupResponse(
  db: Executor,
  groupId: string,
): Promise<AttractionGroup | null> {
  const [row] = await db
    .select({
      groupId: attractionGroups.groupId,
      displayName: attractionGroups.displayName,
      websiteUrl: attractionGroups.websiteUrl,
      mainCategory: categories.categoryName,
      description: attractionGroups.description,
      primaryColour: attractionGroups.primaryColour,
      secondaryColour: attractionGroups.secondaryColour,
      textColour: attractionGroups.textColour,
      attractionCount: liveAttractions(
        sql`exists (select 1 from attraction_group_members gm where gm.attraction_id = a.id and gm.group_id = "attraction_groups"."id")`,
      ),
    })
    .from(attractionGroups)
    .leftJoin(categories, eq(categories.id, attractionGroups.mainCategoryId))
    .where(eq(attractionGroups.groupId, groupId));
  if (!row) return null;
  const { primaryColour, secondaryColour, textColour, mainCategory, ...rest } = row;
  return {
    ...rest,
    mainCategory: mainCategory ?? '',
    branding: { primaryColour, secondaryColour, textColour },
    attractionCount: Number(row.attractionCount),
  };
}

export async function facilityResponse(
  db: Executor,
  facilityName: string,
): Promise<Facility | null> {
  const [row] = await db
    .select({
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
      // Attractions where the facility is available, fully or with advisories.
      attractionCount: liveAttractions(
        sql`exists (select 1 from attraction_facilities af where af.attraction_id = a.id and af.facility_id = "facilities"."id" and af.state in ('YES', 'PARTIAL'))`,
      ),
    })
    .from(facilities)
    .where(eq(facilities.facilityName, facilityName));
  if (!row) return null;
  const types = await db
    .select({ name: facilityTypes.name })
    .from(facilityTypes)
    .where(eq(facilityTypes.facilityId, row.id))
    .orderBy(asc(facilityTypes.position), asc(facilityTypes.id));
  const { id: _id, iconPrefix, iconName, ...rest } = row;
  return {
    ...rest,
    icon: { prefix: iconPrefix, iconName },
    types,
    attractionCount: Number(row.attractionCount),
  };
}
