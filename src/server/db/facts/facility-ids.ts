// The facility and facility-type ids the facts import writes by name; a facility the database
// lacks (an older catalogue) is added from data/facilities.json first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../database.js';
import { facilities, facilityTypes } from '../schema.js';
import { insertFacilities } from '../seed/insert-facilities.js';
import { seedFacilitySchema } from '../seed/seed-files.js';
import { z } from 'zod';

export interface FacilityIds {
  facility(name: string): number;
  type(facility: string, type: string): number;
  typesOf(facility: string): number[];
}

export async function facilityIds(db: Db, dataDir: string): Promise<FacilityIds> {
  await addMissingFacilities(db, dataDir);
  const facilityRows = await db
    .select({ id: facilities.id, name: facilities.facilityName })
    .from(facilities);
  const typeRows = await db
    .select({
      id: facilityTypes.id,
      facilityId: facilityTypes.facilityId,
      name: facilityTypes.name,
    })
    .from(facilityTypes);
  const byName = new Map(facilityRows.map((row) => [row.name, row.id]));
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Facts import: the catalogue has no ${what}`);
    return value;
  };
  return {
    facility: (name) => need(byName.get(name), `facility "${name}"`),
    type: (facility, type) =>
      need(
        typeRows.find((row) => row.facilityId === byName.get(facility) && row.name === type)?.id,
        `type "${type}" of facility "${facility}"`,
      ),
    typesOf: (facility) =>
      typeRows.filter((row) => row.facilityId === byName.get(facility)).map((row) => row.id),
  };
}

async function addMissingFacilities(db: Db, dataDir: string) {
  const wanted = z
    .array(seedFacilitySchema)
    .parse(JSON.parse(readFileSync(path.join(dataDir, 'facilities.json'), 'utf8')));
  const present = new Set(
    (await db.select({ name: facilities.facilityName }).from(facilities)).map((row) => row.name),
  );
  const missing = wanted.filter((candidate) => !present.has(candidate.facilityName));
  if (missing.length > 0) await insertFacilities(db, missing);
}
