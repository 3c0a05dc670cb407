// Saves an attraction and everything hanging off it (categories, facilities and their types,
// group memberships) in one transaction, with its audit event: a save is whole or not at all.
import { eq, inArray } from 'drizzle-orm';
import type { Attraction } from '../../contract/attraction.js';
import type { NormalisedAttractionInput } from '../../contract/attraction-input.js';
import type { FacilityState } from '../../contract/facility-states.js';
import { notices } from '../../contract/messages.js';
import { toPence } from '../../contract/price.js';
import { loadAttractions } from '../attractions/load-attractions.js';
import type { Db } from '../db/database.js';
import {
  attractionCategories,
  attractionFacilities,
  attractionFacilityTypes,
  attractionGroupMembers,
  attractionGroups,
  attractions,
  categories,
  facilities,
  facilityTypes,
  regions,
} from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { ATTRACTION_AUDIT_IGNORE, diffRecords, recordAudit } from './audit.js';
import { familyFactColumns } from './family-fact-columns.js';
import { withFreshReferenceNumber } from './reference-numbers.js';
import { asDb, type Actor, type Tx } from './route-support.js';
import { describeStatus } from './status-transitions.js';

/**
 * Admins save every field. Visitors (public submissions) cannot set the admin-only fields of
 * SPEC §5/§6 (Google Place ID, image URL) nor hvt, detailed view or the last social post: those
 * are ignored on create and kept as stored on update.
 */
export type SaveMode = 'admin' | 'visitor';

export interface SaveOptions {
  actor: Actor;
  now: Date;
  /**
   * Facilities the body named without a state (the manage-social update sends name and types
   * only): they keep their stored state instead of the contract's default YES.
   */
  keepStoredStateOf?: ReadonlySet<string>;
}

interface ResolvedReferences {
  regionId: number;
  mainCategoryId: number;
  categoryIds: number[];
  groupIds: number[];
  facilities: { facilityId: number; name: string; state: FacilityState; typeIds: number[] }[];
}

/** Turns the names in a body into ids, or answers 400 naming every one that does not exist. */
async function resolveReferences(
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

function columnsOf(input: NormalisedAttractionInput, refs: ResolvedReferences, mode: SaveMode) {
  const columns = {
    name: input.name,
    description: input.description,
    latitude: input.latitude,
    longitude: input.longitude,
    locationDescription: input.locationDescription,
    addressLineOne: input.address1,
    addressLineTwo: input.address2,
    postalTown: input.town,
    postalCode: input.postCode,
    country: input.country,
    regionId: refs.regionId,
    mainCategoryId: refs.mainCategoryId,
    phone: input.phoneNumber,
    email: input.emailAddress,
    facebookUsername: input.facebookUsername,
    twitterUsername: input.twitterUsername,
    instagramUsername: input.instagramUsername,
    websiteUrl: input.linkUrl,
    rating: input.rating,
    price: input.price,
    entryPricePence: input.entryPrice === null ? null : toPence(input.entryPrice),
  };
  if (mode === 'visitor') return columns;
  return {
    ...columns,
    googlePlaceId: input.googlePlaceId,
    imageUrl: input.imageUrl,
    // Left out of the body means "keep what is stored" (see NormalisedAttractionInput).
    ...(input.hvt === undefined ? {} : { hvt: input.hvt }),
    ...(input.detailedView === undefined ? {} : { detailedView: input.detailedView }),
    ...(input.lastSocialPost === undefined
      ? {}
      : { lastSocialPost: input.lastSocialPost === null ? null : new Date(input.lastSocialPost) }),
  };
}

async function replaceRelations(
  tx: Tx,
  attractionId: number,
  refs: ResolvedReferences,
): Promise<void> {
  await tx.delete(attractionCategories).where(eq(attractionCategories.attractionId, attractionId));
  await tx
    .delete(attractionFacilityTypes)
    .where(eq(attractionFacilityTypes.attractionId, attractionId));
  await tx.delete(attractionFacilities).where(eq(attractionFacilities.attractionId, attractionId));
  await tx
    .delete(attractionGroupMembers)
    .where(eq(attractionGroupMembers.attractionId, attractionId));
  await tx
    .insert(attractionCategories)
    .values(refs.categoryIds.map((categoryId) => ({ attractionId, categoryId })));
  if (refs.facilities.length > 0) {
    await tx
      .insert(attractionFacilities)
      .values(
        refs.facilities.map((f) => ({ attractionId, facilityId: f.facilityId, state: f.state })),
      );
  }
  const typeIds = refs.facilities.flatMap((f) => f.typeIds);
  if (typeIds.length > 0) {
    await tx
      .insert(attractionFacilityTypes)
      .values(typeIds.map((facilityTypeId) => ({ attractionId, facilityTypeId })));
  }
  if (refs.groupIds.length > 0) {
    await tx
      .insert(attractionGroupMembers)
      .values(refs.groupIds.map((groupId) => ({ attractionId, groupId })));
  }
}

async function loadOne(tx: Tx, id: number): Promise<Attraction> {
  const [attraction] = await loadAttractions(asDb(tx), [id], { includeReferenceNumber: true });
  if (!attraction) throw new Error(`attraction ${id} vanished inside its own transaction`);
  return attraction;
}

/** SPEC §4: creating or submitting sets awaiting review true, approved false, live false. */
const NEW_STATUS = {
  isAwaitingAdminReview: true,
  isApproved: false,
  isLive: false,
  isRejected: false,
};

/** Admin create (mode 'admin') or public submission (mode 'visitor', with a reference number). */
export async function createAttraction(
  db: Db,
  input: NormalisedAttractionInput,
  mode: SaveMode,
  { actor, now }: SaveOptions,
): Promise<Attraction> {
  return db.transaction(async (tx) => {
    const refs = await resolveReferences(tx, input);
    const values = {
      ...columnsOf(input, refs, mode),
      ...familyFactColumns(input, null, mode, actor, now),
      ...NEW_STATUS,
      isUserSubmitted: mode === 'visitor',
      createdAt: now,
      updatedAt: now,
    };
    let id: number;
    if (mode === 'visitor') {
      ({ result: id } = await withFreshReferenceNumber(async (referenceNumber) => {
        const [row] = await tx
          .insert(attractions)
          .values({ ...values, referenceNumber })
          .onConflictDoNothing({ target: attractions.referenceNumber })
          .returning({ id: attractions.id });
        return row?.id ?? null;
      }));
    } else {
      const [row] = await tx.insert(attractions).values(values).returning({ id: attractions.id });
      if (!row) throw new Error('insert returned no row');
      id = row.id;
    }
    await replaceRelations(tx, id, refs);
    const created = await loadOne(tx, id);
    await recordAudit(tx, {
      actor,
      entityType: 'attraction',
      entityKey: id,
      action: mode === 'visitor' ? 'submit' : 'create',
      changes: diffRecords(null, created, ATTRACTION_AUDIT_IGNORE),
      at: now,
    });
    return created;
  });
}

/** Which row an update targets: an attraction by id (admin) or a submission by reference. */
export type UpdateTarget = { id: number } | { referenceNumber: string };

/**
 * A full save. A submission by reference saves only while it awaits review (SPEC §4); after
 * approval or rejection the answer is 409 and nothing changes.
 */
export async function updateAttraction(
  db: Db,
  target: UpdateTarget,
  input: NormalisedAttractionInput,
  mode: SaveMode,
  { actor, now, keepStoredStateOf }: SaveOptions,
): Promise<Attraction> {
  const bySubmission = 'referenceNumber' in target;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: attractions.id,
        isLive: attractions.isLive,
        isApproved: attractions.isApproved,
        isAwaitingAdminReview: attractions.isAwaitingAdminReview,
        isRejected: attractions.isRejected,
      })
      .from(attractions)
      .where(
        bySubmission
          ? eq(attractions.referenceNumber, target.referenceNumber)
          : eq(attractions.id, target.id),
      )
      .for('update');
    if (!row)
      throw new HttpError(
        404,
        bySubmission ? notices.submissionNotFound : notices.attractionNotFound,
      );
    if (bySubmission && !row.isAwaitingAdminReview) {
      throw new HttpError(
        409,
        `This submission is ${describeStatus(row).replace(/^already /, '')} and can no longer be changed.`,
      );
    }

    const before = await loadOne(tx, row.id);
    let saved = input;
    if (keepStoredStateOf && keepStoredStateOf.size > 0) {
      const stored = new Map(before.facilities.map((f) => [f.name, f.state]));
      saved = {
        ...input,
        facilities: input.facilities.map((f) =>
          keepStoredStateOf.has(f.name) && stored.has(f.name)
            ? { ...f, state: stored.get(f.name)! }
            : f,
        ),
      };
    }
    const refs = await resolveReferences(tx, saved);
    await tx
      .update(attractions)
      .set({
        ...columnsOf(saved, refs, mode),
        ...familyFactColumns(saved, before, mode, actor, now),
        updatedAt: now,
      })
      .where(eq(attractions.id, row.id));
    await replaceRelations(tx, row.id, refs);
    const after = await loadOne(tx, row.id);
    await recordAudit(tx, {
      actor,
      entityType: 'attraction',
      entityKey: row.id,
      action: bySubmission ? 'updateSubmission' : 'update',
      changes: diffRecords(before, after, ATTRACTION_AUDIT_IGNORE),
      at: now,
    });
    return after;
  });
}

/** Overwrites some columns of one attraction (Google Place data), audited like a save. */
export async function patchAttractionColumns(
  db: Db,
  id: number,
  columns: Partial<typeof attractions.$inferInsert>,
  action: string,
  { actor, now }: SaveOptions,
): Promise<Attraction> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: attractions.id })
      .from(attractions)
      .where(eq(attractions.id, id))
      .for('update');
    if (!row) throw new HttpError(404, notices.attractionNotFound);
    const before = await loadOne(tx, id);
    await tx
      .update(attractions)
      .set({ ...columns, updatedAt: now })
      .where(eq(attractions.id, id));
    const after = await loadOne(tx, id);
    await recordAudit(tx, {
      actor,
      entityType: 'attraction',
      entityKey: id,
      action,
      changes: diffRecords(before, after, ATTRACTION_AUDIT_IGNORE),
      at: now,
    });
    return after;
  });
}
