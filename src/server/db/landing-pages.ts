// The region × category landing pages worth offering (decision 093): the API's list of them, the
// sitemap and each page's metadata all ask here, so they agree on which pages exist.
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { LANDING_PAGE_MIN_ATTRACTIONS } from '../../contract/landing-page.js';
import type { LandingPage } from '../../contract/landing-page-schema.js';
import type { Db } from './database.js';
import { attractionCategories, attractions, categories, regions } from './schema.js';

/**
 * Every region × category with at least LANDING_PAGE_MIN_ATTRACTIONS live attractions, by region
 * then category name. Counted as the list counts them: live attractions in the region that have
 * the category among theirs, main or not.
 */
export async function findLandingPages(
  db: Db,
  only: { regionName?: string; categoryName?: string } = {},
): Promise<LandingPage[]> {
  const attractionCount = count(attractions.id);
  return db
    .select({
      regionName: regions.regionName,
      regionDisplayName: regions.displayName,
      categoryName: categories.categoryName,
      categoryDisplayName: categories.displayName,
      attractionCount: sql<number>`${attractionCount}::int`,
    })
    .from(attractions)
    .innerJoin(regions, eq(regions.id, attractions.regionId))
    .innerJoin(attractionCategories, eq(attractionCategories.attractionId, attractions.id))
    .innerJoin(categories, eq(categories.id, attractionCategories.categoryId))
    .where(
      and(
        eq(attractions.isLive, true),
        only.regionName ? eq(regions.regionName, only.regionName) : undefined,
        only.categoryName ? eq(categories.categoryName, only.categoryName) : undefined,
      ),
    )
    .groupBy(regions.id, categories.id)
    .having(gte(attractionCount, LANDING_PAGE_MIN_ATTRACTIONS))
    .orderBy(asc(regions.displayName), asc(categories.displayName));
}
