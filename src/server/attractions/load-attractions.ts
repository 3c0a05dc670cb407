// Turns attraction rows into the wire shape of SPEC §3 (the contract's AttractionSchema). Lists
// first find the ids of a page, then load them here in a fixed number of queries (one per
// relation), whatever the page size: no query per row.
import { asc, eq, inArray } from 'drizzle-orm';
import { distanceMiles, type LatLng } from '../../contract/distance.js';
import type { Attraction } from '../../contract/attraction.js';
import { socialProfileUrl } from '../../contract/social-links.js';
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

export interface LoadOptions {
  /** Adds `distance` in miles from here to every attraction with coordinates. */
  distanceFrom?: LatLng | undefined;
  /** Adds the submission reference number (admin reads and reads by reference only). */
  includeReferenceNumber?: boolean;
}

type AttractionRow = typeof attractions.$inferSelect;

/** Loads attractions by id, in the order of `ids`; ids that do not exist are left out. */
export async function loadAttractions(
  db: Db,
  ids: readonly number[],
  options: LoadOptions = {},
): Promise<Attraction[]> {
  if (ids.length === 0) return [];
  const idList = [...new Set(ids)];

  // One after another, not Promise.all: inside a transaction the queries share one connection,
  // and pg refuses queries queued concurrently on one client from its next major version.
  const rows = await db
    .select({
      attraction: attractions,
      regionName: regions.regionName,
      regionDisplayName: regions.displayName,
      mainCategoryName: categories.categoryName,
      mainCategoryDisplayName: categories.displayName,
    })
    .from(attractions)
    .leftJoin(regions, eq(regions.id, attractions.regionId))
    .leftJoin(categories, eq(categories.id, attractions.mainCategoryId))
    .where(inArray(attractions.id, idList));
  const categoryRows = await db
    .select({
      attractionId: attractionCategories.attractionId,
      categoryName: categories.categoryName,
      displayName: categories.displayName,
    })
    .from(attractionCategories)
    .innerJoin(categories, eq(categories.id, attractionCategories.categoryId))
    .where(inArray(attractionCategories.attractionId, idList))
    .orderBy(asc(categories.rank), asc(categories.displayName));
  const facilityRows = await db
    .select({
      attractionId: attractionFacilities.attractionId,
      facilityId: facilities.id,
      name: facilities.facilityName,
      displayName: facilities.displayName,
      state: attractionFacilities.state,
    })
    .from(attractionFacilities)
    .innerJoin(facilities, eq(facilities.id, attractionFacilities.facilityId))
    .where(inArray(attractionFacilities.attractionId, idList))
    .orderBy(asc(facilities.displayName));
  const typeRows = await db
    .select({
      attractionId: attractionFacilityTypes.attractionId,
      facilityId: facilityTypes.facilityId,
      name: facilityTypes.name,
    })
    .from(attractionFacilityTypes)
    .innerJoin(facilityTypes, eq(facilityTypes.id, attractionFacilityTypes.facilityTypeId))
    .where(inArray(attractionFacilityTypes.attractionId, idList))
    .orderBy(asc(facilityTypes.position));
  const groupRows = await db
    .select({
      attractionId: attractionGroupMembers.attractionId,
      groupId: attractionGroups.groupId,
      displayName: attractionGroups.displayName,
      primaryColour: attractionGroups.primaryColour,
      secondaryColour: attractionGroups.secondaryColour,
      textColour: attractionGroups.textColour,
    })
    .from(attractionGroupMembers)
    .innerJoin(attractionGroups, eq(attractionGroups.id, attractionGroupMembers.groupId))
    .where(inArray(attractionGroupMembers.attractionId, idList))
    .orderBy(asc(attractionGroups.displayName));

  const categoriesOf = groupBy(categoryRows, (r) => r.attractionId);
  const facilitiesOf = groupBy(facilityRows, (r) => r.attractionId);
  const typesOf = groupBy(typeRows, (r) => `${r.attractionId}/${r.facilityId}`);
  const groupsOf = groupBy(groupRows, (r) => r.attractionId);

  const byId = new Map<number, Attraction>();
  for (const row of rows) {
    const a = row.attraction;
    byId.set(a.id, {
      id: a.id,
      name: a.name,
      description: a.description,
      metadata: {
        googlePlaceId: a.googlePlaceId,
        hvt: a.hvt,
        isUserSubmitted: a.isUserSubmitted,
        lastSocialPost: a.lastSocialPost?.toISOString() ?? null,
      },
      status: {
        isLive: a.isLive,
        isApproved: a.isApproved,
        isAwaitingAdminReview: a.isAwaitingAdminReview,
        isRejected: a.isRejected,
      },
      detailedView: a.detailedView,
      location: {
        coordinates:
          a.latitude !== null && a.longitude !== null
            ? { latitude: a.latitude, longitude: a.longitude }
            : null,
        description: a.locationDescription,
        address: {
          addressLineOne: a.addressLineOne,
          addressLineTwo: a.addressLineTwo,
          postalTown: a.postalTown,
          postalCode: a.postalCode,
          country: a.country,
        },
        region:
          row.regionName && row.regionDisplayName
            ? { regionName: row.regionName, displayName: row.regionDisplayName }
            : null,
      },
      attractionGroups: (groupsOf.get(a.id) ?? []).map((g) => ({
        groupId: g.groupId,
        displayName: g.displayName,
        branding: {
          primaryColour: g.primaryColour,
          secondaryColour: g.secondaryColour,
          textColour: g.textColour,
        },
      })),
      facilities: (facilitiesOf.get(a.id) ?? []).map((f) => ({
        name: f.name,
        displayName: f.displayName,
        state: f.state as 'YES' | 'NO' | 'PARTIAL',
        types: (typesOf.get(`${a.id}/${f.facilityId}`) ?? []).map((t) => ({ name: t.name })),
      })),
      rating: a.rating,
      price: a.price,
      entryPrice: a.entryPricePence === null ? null : a.entryPricePence / 100,
      hitCount: a.hitCount,
      mainCategory:
        row.mainCategoryName && row.mainCategoryDisplayName
          ? { categoryName: row.mainCategoryName, displayName: row.mainCategoryDisplayName }
          : null,
      categories: (categoriesOf.get(a.id) ?? []).map((c) => ({
        categoryName: c.categoryName,
        displayName: c.displayName,
      })),
      contact: {
        phone: a.phone,
        email: a.email,
        facebook: a.facebookUsername,
        twitter: a.twitterUsername,
        instagram: a.instagramUsername,
      },
      links: {
        mainImage: a.imageUrl,
        website: a.websiteUrl,
        facebook: socialProfileUrl('facebook', a.facebookUsername),
        twitter: socialProfileUrl('twitter', a.twitterUsername),
        instagram: socialProfileUrl('instagram', a.instagramUsername),
      },
      linkUrl: a.websiteUrl,
      ...distanceField(a, options.distanceFrom),
      ...(options.includeReferenceNumber ? { referenceNumber: a.referenceNumber } : {}),
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function distanceField(a: AttractionRow, from: LatLng | undefined): { distance?: number } {
  if (!from || a.latitude === null || a.longitude === null) return {};
  return { distance: distanceMiles(from, { latitude: a.latitude, longitude: a.longitude }) };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
