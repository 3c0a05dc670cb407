// Inserts facilities with their types: the seed's whole list, or the ones an older catalogue
// lacks (the facts import adds those before it writes their states).
import type { Db } from '../database.js';
import { facilities, facilityTypes } from '../schema.js';
import type { SeedCatalogue } from './seed-files.js';

/** Each facility, then its types in their order. */
export async function insertFacilities(db: Db, seedFacilities: SeedCatalogue['facilities']) {
  const facilityIds = new Map<string, number>();
  const facilityTypeIds = new Map<string, number>(); // key: facility/type
  for (const facility of seedFacilities) {
    const [row] = await db
      .insert(facilities)
      .values({
        facilityName: facility.facilityName,
        displayName: facility.displayName,
        colour: facility.colour,
        forDisabled: facility.forDisabled,
        isActive: facility.isActive,
        iconPrefix: facility.icon.prefix,
        iconName: facility.icon.iconName,
        availableDescription: facility.availableDescription,
        unavailableDescription: facility.unavailableDescription,
        unknownDescription: facility.unknownDescription,
      })
      .returning({ id: facilities.id });
    if (!row) throw new Error(`Could not insert facility ${facility.facilityName}`);
    facilityIds.set(facility.facilityName, row.id);
    if (facility.types.length === 0) continue;
    const typeRows = await db
      .insert(facilityTypes)
      .values(
        facility.types.map((type, position) => ({ facilityId: row.id, name: type.name, position })),
      )
      .returning({ id: facilityTypes.id, name: facilityTypes.name });
    for (const type of typeRows)
      facilityTypeIds.set(`${facility.facilityName}/${type.name}`, type.id);
  }
  return { facilityIds, facilityTypeIds };
}
