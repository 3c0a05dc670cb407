// Loads the demo catalogue into an empty database, in one transaction: a start killed half-way
// leaves the database empty and the next start seeds it again.
import { sql } from 'drizzle-orm';
import { priceBandFromPounds } from '../../../contract/price.js';
import { typicalSettingFor } from '../../../contract/typical-setting.js';
import type { Db } from '../database.js';
import {
  attractionCategories,
  attractionFacilities,
  attractionFacilityTypes,
  attractionGroupMembers,
  attractionGroups,
  attractions,
  categories,
  featuredBanners,
  regions,
} from '../schema.js';
import { importFacts, type FactImportSummary } from '../facts/import-facts.js';
import type { ImportSummary } from '../open-data/import.js';
import { importOpenData } from '../open-data/run-import.js';
import { insertFacilities } from './insert-facilities.js';
import { readSeedCatalogue, type SeedAttraction, type SeedCatalogue } from './seed-files.js';

const SEED_LOCK_KEY = 7_283_462;

export interface SeedSummary {
  regions: number;
  categories: number;
  facilities: number;
  groups: number;
  banners: number;
  attractions: number;
  /** The basic listings from data/open/ (decision 006), imported in the same transaction. */
  openData: ImportSummary | null;
  /** The sourced facts of data/facts/ (decision 109), loaded after both catalogues. */
  facts: FactImportSummary | null;
}

/**
 * Seeds when the catalogue is empty; answers what it wrote, or null when there was data. The
 * open-data basic listings are part of the seed; `openData: false` leaves them out (the API
 * tests' template, whose oracle is the hand-written catalogue in data/).
 */
export async function seedIfEmpty(
  db: Db,
  dataDir: string,
  options: { openData?: boolean } = {},
): Promise<SeedSummary | null> {
  const catalogue = readSeedCatalogue(dataDir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.execute<{ present: boolean }>(
      sql`select exists(select 1 from ${categories}) or exists(select 1 from ${attractions}) as present`,
    );
    if (existing.rows[0]?.present) return null;
    const summary = await insertCatalogue(tx as unknown as Db, catalogue);
    if (options.openData === false) return { ...summary, openData: null, facts: null };
    const openData = await importOpenData(tx as unknown as Db, dataDir);
    // The sourced facts name places of both the hand-written catalogue and the open data.
    return { ...summary, openData, facts: await importFacts(tx as unknown as Db, dataDir) };
  });
}

/** The setting typical of the place's kind (decision 111), beside its own checked one. */
function typicalColumns(seed: SeedAttraction) {
  const typical = typicalSettingFor(seed);
  return { typicalSetting: typical?.setting ?? null, typicalKind: typical?.kind ?? null };
}

const handle = (value: string | undefined) => value?.trim().replace(/^@/, '') || null;

/** The ids the seed gave each name, per table, for the rows that refer to them by name. */
interface SeedIds {
  regions: Map<string, number>;
  categories: Map<string, number>;
  facilities: Map<string, number>;
  /** Keyed `facility/type`. */
  facilityTypes: Map<string, number>;
  groups: Map<string, number>;
}

/** The steps in order: what a row refers to by name is inserted before it. */
async function insertCatalogue(
  db: Db,
  catalogue: SeedCatalogue,
): Promise<Omit<SeedSummary, 'openData' | 'facts'>> {
  const regionRows = await insertRegions(db, catalogue.regions);
  const categoryRows = await db
    .insert(categories)
    .values(catalogue.categories)
    .returning({ id: categories.id, name: categories.categoryName });
  const categoryIds = idsByName(categoryRows);
  const { facilityIds, facilityTypeIds } = await insertFacilities(db, catalogue.facilities);
  const groupRows = await insertGroups(db, catalogue.groups, categoryIds);
  await db
    .insert(featuredBanners)
    .values(catalogue.banners.map((banner, position) => ({ ...banner, position })));

  const ids: SeedIds = {
    regions: idsByName(regionRows),
    categories: categoryIds,
    facilities: facilityIds,
    facilityTypes: facilityTypeIds,
    groups: idsByName(groupRows),
  };
  for (const seed of catalogue.attractions) await insertAttraction(db, seed, ids);

  return {
    regions: regionRows.length,
    categories: categoryRows.length,
    facilities: facilityIds.size,
    groups: groupRows.length,
    banners: catalogue.banners.length,
    attractions: catalogue.attractions.length,
  };
}

function idsByName(rows: { id: number; name: string }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function insertRegions(db: Db, seedRegions: SeedCatalogue['regions']) {
  return db
    .insert(regions)
    .values(
      seedRegions.map(({ regionName, displayName, latitude, longitude }) => ({
        regionName,
        displayName,
        latitude,
        longitude,
      })),
    )
    .returning({ id: regions.id, name: regions.regionName });
}

async function insertGroups(
  db: Db,
  seedGroups: SeedCatalogue['groups'],
  categoryIds: Map<string, number>,
) {
  return db
    .insert(attractionGroups)
    .values(
      seedGroups.map((group) => ({
        groupId: group.groupId,
        displayName: group.displayName,
        websiteUrl: group.websiteUrl,
        mainCategoryId: lookup(categoryIds, group.mainCategory, `group ${group.groupId}`),
        description: group.description,
        primaryColour: group.branding.primaryColour,
        secondaryColour: group.branding.secondaryColour,
        textColour: group.branding.textColour,
      })),
    )
    .returning({ id: attractionGroups.id, name: attractionGroups.groupId });
}

/** One attraction: live and approved, with its categories, facilities and groups. */
async function insertAttraction(db: Db, seed: SeedAttraction, ids: SeedIds) {
  const where = `attraction ${seed.name}`;
  const [row] = await db
    .insert(attractions)
    .values({
      name: seed.name,
      description: seed.description,
      isLive: true,
      isApproved: true,
      isAwaitingAdminReview: false,
      latitude: seed.latitude,
      longitude: seed.longitude,
      addressLineOne: seed.address1 || null,
      addressLineTwo: seed.address2 || null,
      postalTown: seed.town,
      postalCode: seed.postCode,
      country: seed.country,
      regionId: lookup(ids.regions, seed.region, where),
      mainCategoryId: lookup(ids.categories, seed.mainCategory, where),
      phone: seed.phone ?? null,
      email: seed.email ?? null,
      facebookUsername: handle(seed.facebook),
      twitterUsername: handle(seed.twitter),
      instagramUsername: handle(seed.instagram),
      websiteUrl: seed.website,
      rating: seed.rating,
      price: priceBandFromPounds(seed.entryPrice),
      entryPricePence: Math.round(seed.entryPrice * 100),
      hitCount: seed.popularity,
      ...(seed.openingHours ? { openingHours: seed.openingHours } : {}),
      setting: seed.setting ?? null,
      ...typicalColumns(seed),
    })
    .returning({ id: attractions.id });
  if (!row) throw new Error(`Could not insert ${where}`);
  await insertAttractionLinks(db, row.id, seed, ids);
}

/** The rows that tie an attraction to its categories, facilities (and their types) and groups. */
async function insertAttractionLinks(
  db: Db,
  attractionId: number,
  seed: SeedAttraction,
  ids: SeedIds,
) {
  const where = `attraction ${seed.name}`;
  await db.insert(attractionCategories).values(
    [...new Set(seed.categories)].map((name) => ({
      attractionId,
      categoryId: lookup(ids.categories, name, where),
    })),
  );
  const facilityEntries = Object.entries(seed.facilities);
  if (facilityEntries.length > 0) {
    await db.insert(attractionFacilities).values(
      facilityEntries.map(([name, value]) => ({
        attractionId,
        facilityId: lookup(ids.facilities, name, where),
        state: value.state,
      })),
    );
    const typeIds = facilityEntries.flatMap(([name, value]) =>
      value.types.map((type) => lookup(ids.facilityTypes, `${name}/${type}`, where)),
    );
    if (typeIds.length > 0) {
      await db
        .insert(attractionFacilityTypes)
        .values(typeIds.map((facilityTypeId) => ({ attractionId, facilityTypeId })));
    }
  }
  if (seed.attractionGroups.length > 0) {
    await db.insert(attractionGroupMembers).values(
      seed.attractionGroups.map((name) => ({
        attractionId,
        groupId: lookup(ids.groups, name, where),
      })),
    );
  }
}

function lookup(ids: Map<string, number>, name: string, where: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Seed data: ${where} names unknown "${name}"`);
  return id;
}
