// A permanently closed place, for its 410 answers (decision 067): the API's read of it and the
// page's status both ask here.
import { and, eq } from 'drizzle-orm';
import type { ClosedPlace } from '../../contract/closed-place.js';
import { loadAttractions } from './load-attractions.js';
import type { Db } from '../db/database.js';
import { attractions } from '../db/schema.js';

export async function findClosedPlace(db: Db, id: number): Promise<ClosedPlace | null> {
  if (id > 2_147_483_647) return null;
  const [row] = await db
    .select({ id: attractions.id })
    .from(attractions)
    .where(and(eq(attractions.id, id), eq(attractions.closureState, 'permanentlyClosed')));
  if (!row) return null;
  const [attraction] = await loadAttractions(db, [row.id]);
  if (!attraction) return null;
  return {
    id: attraction.id,
    name: attraction.name,
    note: attraction.closure.note,
    mainCategory: attraction.mainCategory,
    region: attraction.location.region,
    coordinates: attraction.location.coordinates,
  };
}
