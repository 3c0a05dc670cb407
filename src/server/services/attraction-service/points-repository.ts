// The results map's pins (decision 090): the list's matching set, reduced to id, coordinates and main
// category, in one statement. Attractions without coordinates have no pin.
import { sql } from 'drizzle-orm';
import { MAP_POINT_DECIMALS, type MapPoint } from '../../../contract/attraction-points.js';
import type { Db } from '../../db/database.js';
import { executePrepared } from '../../db/prepared-statements.js';
import { attractions } from '../../db/schema.js';
import type { AttractionListPlan } from './attractions-query-builder.js';

const scale = 10 ** MAP_POINT_DECIMALS;
const rounded = (degrees: number) => Math.round(degrees * scale) / scale;

export async function findMapPoints(db: Db, plan: AttractionListPlan): Promise<MapPoint[]> {
  const a = attractions;
  const { rows } = await executePrepared<{
    id: number;
    latitude: number;
    longitude: number;
    category: string | null;
  }>(
    db,
    sql`select ${a.id} as id, ${a.latitude} as latitude, ${a.longitude} as longitude,
          (select c.category_name from categories c where c.id = ${a.mainCategoryId}) as category
        from ${a} ${sql.join(plan.joins, sql` `)}
        where (${plan.where}) and ${a.latitude} is not null
        order by ${a.id}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    latitude: rounded(Number(row.latitude)),
    longitude: rounded(Number(row.longitude)),
    category: row.category,
  }));
}
