// Turns the names in an attraction body (region, categories, groups, facilities and their types)
// into ids inside the save's transaction, or answers 400 naming every name that does not exist.
import { eq, inArray } from 'drizzle-orm';
import type { NormalisedAttractionInput } from '../../../contract/attraction-input-normalised.js';
import type { FacilityState } from '../../../contract/facility-states.js';
import {
  attractionGroups,
  categories,
  facilities,
  facilityTypes,
  regions,
} from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { type Tx } from './route-support.js';
export interface ResolvedReferences {
  regionId: number;
  mainCategoryId: number;
  categoryIds: number[];
  groupIds: number[];
  facilities: { facilityId: number; name: string; state: FacilityState; typeIds: number[] }[];
}

/** Turns the names in a body into ids, or answers 400 naming every one that does not exist. */
export async function resolveReferences(
  tx: Tx,
  input: NormalisedAttractionInput,
): Promise<ResolvedReferences> {
  const facilityNames = input.facilities.map((f) => f.name);
  // One after another: a transaction is one connection, and pg will stop queueing parallel queries.
  const regionRows = await tx
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.regionName, input.region));
  const categoryRows = await tx
    .select({ id: categories.id, name: categories.categoryName })
    .from(categories)
    .where(inArray(categories.categoryName, input.categories));
  const groupRows =
    input.attractionGroups.length === 0
      ? []
      : await tx
          .select({ id: attractionGroups.id, name: attractionGroups.groupId })
          .from(attractionGroups)
          .where(inArray(attractionGroups.groupId, input.attractionGroups));
  const facilityRows =
    facilityNames.length === 0
      ? []
      : await tx
          .select({ id: facilities.id, name: facilities.facilityName })
          .from(facilities)
          .where(inArray(facilities.facilityName, facilityNames));
  const typeRows =
    facilityRows.length === 0
      ? []
      : await tx
          .select({
            id: facilityTypes.id,
            facilityId: facilityTypes.facilityId,
            name: facilityTypes.name,
          })
          .from(facilityTypes)
          .where(
            inArray(
              facilityTypes.facilityId,
              facilityRows.map((f) => f.id),
            ),
          );

  const fieldErrors: Record<string, string[]> = {};
  const problem = (field: string, message: string) => (fieldErrors[field] ??= []).push(message);

  const regionId = regionRows[0]?.id;
  if (regionId === undefined)
    problem('location.region', `There is no region named "${input.region}".`);

  const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));
  for (const name of input.categories) {
    if (!categoryIds.has(name)) problem('categories', `There is no category named "${name}".`);
  }
  const groupIds = new Map(groupRows.map((g) => [g.name, g.id]));
  for (const name of input.attractionGroups) {
    if (!groupIds.has(name))
      problem('attractionGroups', `There is no attraction group named "${name}".`);
  }
  const facilityIds = new Map(facilityRows.map((f) => [f.name, f.id]));
  const resolvedFacilities: ResolvedReferences['facilities'] = [];
  for (const facility of input.facilities) {
    const facilityId = facilityIds.get(facility.name);
    if (facilityId === undefined) {
      problem('facilities', `There is no facility named "${facility.name}".`);
      continue;
    }
    const typeIds: number[] = [];
    for (const typeName of facility.types) {
      const type = typeRows.find((t) => t.facilityId === facilityId && t.name === typeName);
      if (type) typeIds.push(type.id);
      else
        problem('facilities', `The facility "${facility.name}" has no type named "${typeName}".`);
    }
    resolvedFacilities.push({ facilityId, name: facility.name, state: facility.state, typeIds });
  }

  const mainCategoryId = categoryIds.get(input.mainCategory);
  if (
    Object.keys(fieldErrors).length > 0 ||
    regionId === undefined ||
    mainCategoryId === undefined
  ) {
    const message = Object.entries(fieldErrors)
      .map(([field, list]) => `${field}: ${list.join(' ')}`)
      .join('; ');
    throw new HttpError(400, message || 'The request is not valid.', fieldErrors);
  }
  return {
    regionId,
    mainCategoryId,
    categoryIds: input.categories.map((name) => categoryIds.get(name)!),
    groupIds: input.attractionGroups.map((name) => groupIds.get(name)!),
    facilities: resolvedFacilities,
  };
}
