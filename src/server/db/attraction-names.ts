// Every live attraction's id and name, A-Z (the sitemap page's list, decision 097): ordered as the
// list's 'a-z' sort orders them, by lower-case name, then id.
import { asc, eq, sql } from 'drizzle-orm';
import type { AttractionName } from '../../contract/attraction-names.js';
import type { Db } from './database.js';
import { attractions } from './schema.js';

export async function findLiveAttractionNames(db: Db): Promise<AttractionName[]> {
  return db
    .select({ id: attractions.id, name: attractions.name })
    .from(attractions)
    .where(eq(attractions.isLive, true))
    .orderBy(asc(sql`lower(${attractions.name})`), asc(attractions.id));
}
