// The map's bounds filter (decision 090) as SQL: a plain range on the indexed coordinates, so the
// live-coordinates index answers it. Attractions without coordinates are never inside a box.
import { sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '../../../contract/bbox.js';
import { attractions } from '../../db/schema.js';

const float = (value: number) => sql`${value}::double precision`;

export function bboxSql(box: Bbox): SQL {
  return sql`${attractions.latitude} between ${float(box.south)} and ${float(box.north)}
    and ${attractions.longitude} between ${float(box.west)} and ${float(box.east)}`;
}
