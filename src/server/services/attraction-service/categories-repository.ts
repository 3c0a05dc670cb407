// Categories with their live attraction counts (tiles and sitemap badges).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Category } from '../../../contract/category.js';
import type { CategorySort } from '../../../contract/sorts.js';
import type { Db } from '../../db/database.js';
import { categories } from '../../db/schema.js';
import type { SearchTerm } from './attraction-search.js';
import { nameMatchSql, nameOrder } from './catalogue-lists.js';

// Written with explicit aliases: Drizzle leaves columns unqualified in a one-table select list.
const liveCount = sql<number>`(select count(*)::int from attraction_categories ac
  join attractions a on a.id = ac.attraction_id
  where ac.category_id = "categories"."id" and a.is_live)`;

const fields = {
  categoryName: categories.categoryName,
  displayName: categories.displayName,
  categoryPageTitle: categories.categoryPageTitle,
  rank: categories.rank,
  displayColor: categories.displayColor,
  attractionCount: liveCount,
};

function orderFor(sort: CategorySort): SQL[] {
  if (sort === 'rank') {
    return [
      asc(categories.rank),
      ...nameOrder(categories.displayName, categories.categoryName, 'a-z'),
    ];
  }
  return nameOrder(categories.displayName, categories.categoryName, sort);
}

export async function findCategories(
  db: Db,
  options: { sort: CategorySort; search: SearchTerm | undefined },
): Promise<Category[]> {
  return db
    .select(fields)
    .from(categories)
    .where(
      options.search
        ? nameMatchSql(categories.displayName, categories.categoryName, options.search)
        : undefined,
    )
    .orderBy(...orderFor(options.sort));
}

export async function findCategory(db: Db, categoryName: string): Promise<Category | null> {
  const [row] = await db
    .select(fields)
    .from(categories)
    .where(eq(categories.categoryName, categoryName));
  return row ?? null;
}
