// Finds the attraction each fact row names, by the keys the catalogue import uses (decision 109):
// `seed:<name>` for a hand-written place, `<source>:<record id>` for an open-data record, which
// open_data_records maps to the place it became or merged into.
import { sql } from 'drizzle-orm';
import type { Db } from '../database.js';

export async function placeIds(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  const seedNames = keys.filter((key) => key.startsWith('seed:')).map((key) => key.slice(5));
  const records = keys.filter((key) => !key.startsWith('seed:'));
  const ids = new Map<string, number>();
  if (seedNames.length > 0) {
    const { rows } = await db.execute<{ id: number; name: string }>(
      sql`select id, name from attractions
          where source is null and not is_user_submitted and name in ${seedNames}`,
    );
    for (const row of rows) ids.set(`seed:${row.name}`, row.id);
  }
  if (records.length > 0) {
    const { rows } = await db.execute<{ key: string; id: number }>(
      sql`select source || ':' || record_id as key, attraction_id as id from open_data_records
          where attraction_id is not null and (source || ':' || record_id) in ${records}`,
    );
    for (const row of rows) ids.set(row.key, row.id);
  }
  return ids;
}
