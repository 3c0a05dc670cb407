// An attraction body as rows: the attraction's own columns, and its relations (categories,
// facilities with their types, group memberships) replaced whole.
import { eq } from 'drizzle-orm';
import type { NormalisedAttractionInput } from '../../../contract/attraction-input-normalised.js';
import { toPence } from '../../../contract/price.js';
import {
  attractionCategories,
  attractionFacilities,
  attractionFacilityTypes,
  attractionGroupMembers,
} from '../../db/schema.js';
import { type Tx } from './route-support.js';
import type { ResolvedReferences } from './attraction-references.js';

/**
 * Admins save every field. Visitors (public submissions) cannot set the admin-only fields of
 * SPEC §5/§6 (Google Place ID, image URL) nor hvt, detailed view or the last social post: those
 * are ignored on create and kept as stored on update.
 */
export type SaveMode = 'admin' | 'visitor';

export function columnsOf(
  input: NormalisedAttractionInput,
  refs: ResolvedReferences,
  mode: SaveMode,
) {
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

/** Replaces every relation of the attraction with those of the body. */
export async function replaceRelations(
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
