// Attraction groups with their live attraction counts.
import { eq, sql } from 'drizzle-orm';
import { NO_MAIN_CATEGORY, type AttractionGroup } from '../../../contract/attraction-group.js';
import type { SimpleSort } from '../../../contract/sorts.js';
import type { Db } from '../../db/database.js';
import { attractionGroups, categories } from '../../db/schema.js';
import type { SearchTerm } from './attraction-search.js';
import { nameMatchSql, nameOrder } from './catalogue-lists.js';

const fields = {
  groupId: attractionGroups.groupId,
  displayName: attractionGroups.displayName,
  websiteUrl: attractionGroups.websiteUrl,
  mainCategory: categories.categoryName,
  description: attractionGroups.description,
  primaryColour: attractionGroups.primaryColour,
  secondaryColour: attractionGroups.secondaryColour,
  textColour: attractionGroups.textColour,
  // Explicit aliases, as Drizzle may leave columns unqualified in a select list.
  attractionCount: sql<number>`(select count(*)::int from attraction_group_members m
    join attractions a on a.id = m.attraction_id
    where m.group_id = "attraction_groups"."id" and a.is_live)`,
};

interface GroupRow {
  groupId: string;
  displayName: string;
  websiteUrl: string;
  mainCategory: string | null;
  description: string;
  primaryColour: string;
  secondaryColour: string;
  textColour: string;
  attractionCount: number;
}

function toGroup(row: GroupRow): AttractionGroup {
  const { primaryColour, secondaryColour, textColour, mainCategory, ...rest } = row;
  return {
    ...rest,
    // A group whose main category was deleted shows the form's "nothing picked" value.
    mainCategory: mainCategory ?? NO_MAIN_CATEGORY,
    branding: { primaryColour, secondaryColour, textColour },
  };
}

const selectGroups = (db: Db) =>
  db
    .select(fields)
    .from(attractionGroups)
    .leftJoin(categories, eq(categories.id, attractionGroups.mainCategoryId));

export async function findGroups(
  db: Db,
  options: { sort: SimpleSort; search: SearchTerm | undefined },
): Promise<AttractionGroup[]> {
  const rows = await selectGroups(db)
    .where(
      options.search
        ? nameMatchSql(attractionGroups.displayName, attractionGroups.groupId, options.search)
        : undefined,
    )
    .orderBy(...nameOrder(attractionGroups.displayName, attractionGroups.groupId, options.sort));
  return rows.map(toGroup);
}

export async function findGroup(db: Db, groupId: string): Promise<AttractionGroup | null> {
  const [row] = await selectGroups(db).where(eq(attractionGroups.groupId, groupId));
  return row ? toGroup(row) : null;
}
