// The display name behind a catalogue slug in a page path (/categories/{slug} and the like), for
// the page's title; null when no such slug exists, so the page answers 404. The slug arrives
// decoded (matchPagePath in src/contract/page-routes.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { attractionGroups, categories, facilities, regions } from '../../db/schema.js';

export async function slugTitle(
  db: Db,
  kind: 'category' | 'region' | 'facility' | 'group',
  slug: string,
): Promise<string | null> {
  if (!/^[a-z0-9]{1,80}$/.test(slug)) return null;
  const [row] =
    kind === 'category'
      ? await db
          .select({ name: categories.displayName })
          .from(categories)
          .where(eq(categories.categoryName, slug))
      : kind === 'region'
        ? await db
            .select({ name: regions.displayName })
            .from(regions)
            .where(eq(regions.regionName, slug))
        : kind === 'facility'
          ? await db
              .select({ name: sql<string>`replace(${facilities.displayName}, '|', ' ')` })
              .from(facilities)
              .where(eq(facilities.facilityName, slug))
          : await db
              .select({ name: attractionGroups.displayName })
              .from(attractionGroups)
              .where(eq(attractionGroups.groupId, slug));
  return row?.name ?? null;
}
