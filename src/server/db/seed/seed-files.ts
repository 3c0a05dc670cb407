// Reads and checks the seed catalogue in data/ (see data/README.md). A malformed file stops the
// seed with the file and the record named, before anything is written.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SettingSchema } from '../../../contract/family-facts-schema.js';
import { OpeningHoursInputSchema } from '../../../contract/opening-hours-schema.js';
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+$/);
const hex = z.string().regex(/^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/);

export const seedRegionSchema = z.object({
  regionName: slug,
  displayName: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  area: z.object({
    minLatitude: z.number(),
    minLongitude: z.number(),
    maxLatitude: z.number(),
    maxLongitude: z.number(),
  }),
});

export const seedCategorySchema = z.object({
  categoryName: slug,
  displayName: z.string().min(1),
  categoryPageTitle: z.string().min(1),
  rank: z.number().int(),
  displayColor: hex,
});

export const seedFacilitySchema = z.object({
  facilityName: slug,
  displayName: z.string().min(1),
  colour: z.string().min(1),
  forDisabled: z.boolean(),
  isActive: z.boolean(),
  icon: z.object({ prefix: z.string().min(1), iconName: z.string().min(1) }),
  availableDescription: z.string(),
  unavailableDescription: z.string(),
  unknownDescription: z.string(),
  types: z.array(z.object({ name: z.string().min(1) })),
});

export const seedGroupSchema = z.object({
  groupId: slug,
  displayName: z.string().min(1).max(32),
  websiteUrl: z.url(),
  mainCategory: slug,
  description: z.string().min(1).max(750),
  branding: z.object({ primaryColour: hex, secondaryColour: hex, textColour: hex }),
});

export const seedBannerSchema = z.object({
  id: slug.or(z.string().regex(/^[a-z0-9-]+$/)),
  kind: z.enum(['category', 'mailing-list', 'social']),
  title: z.string().min(1),
  subtitle: z.string(),
  linkPath: z.string().startsWith('/').nullable(),
  categoryName: slug.nullable(),
});

export const seedAttractionSchema = z
  .object({
    name: z.string().min(1).max(80),
    description: z.string().min(1).max(1000),
    latitude: z.number().min(49).max(61),
    longitude: z.number().min(-9).max(2),
    address1: z.string().max(120),
    address2: z.string().max(120).optional().default(''),
    town: z.string().min(1).max(120),
    postCode: z.string().min(1).max(10),
    country: z.enum(['England', 'Scotland', 'Wales', 'Northern Ireland']),
    region: slug,
    mainCategory: slug,
    categories: z.array(slug).min(1),
    facilities: z.record(
      slug,
      z.object({
        state: z.enum(['YES', 'NO', 'PARTIAL']),
        types: z.array(z.string()).optional().default([]),
      }),
    ),
    entryPrice: z.number().min(0),
    rating: z.number().min(0).max(5),
    website: z.url(),
    phone: z.string().optional(),
    email: z.email().optional(),
    facebook: z.string().optional(),
    twitter: z.string().optional(),
    instagram: z.string().optional(),
    attractionGroups: z.array(slug).default([]),
    popularity: z.number().int().min(0),
    // Family facts only where known for certain (data/README.md); absent means unknown.
    openingHours: OpeningHoursInputSchema.optional(),
    setting: SettingSchema.optional(),
  })
  .refine((a) => a.categories.includes(a.mainCategory), {
    message: 'mainCategory must be one of categories',
  });

export type SeedRegion = z.infer<typeof seedRegionSchema>;
export type SeedAttraction = z.infer<typeof seedAttractionSchema>;

export interface SeedCatalogue {
  regions: SeedRegion[];
  categories: z.infer<typeof seedCategorySchema>[];
  facilities: z.infer<typeof seedFacilitySchema>[];
  groups: z.infer<typeof seedGroupSchema>[];
  banners: z.infer<typeof seedBannerSchema>[];
  attractions: SeedAttraction[];
}

function readArray<T>(file: string, schema: z.ZodType<T>): T[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(raw)) throw new Error(`${file}: expected a JSON array`);
  return raw.map((item, index) => {
    const result = schema.safeParse(item);
    if (!result.success) {
      const name = (item as { name?: string })?.name ?? `#${index}`;
      throw new Error(`${file} ${name}: ${z.prettifyError(result.error)}`);
    }
    return result.data;
  });
}

export function readSeedCatalogue(dataDir: string): SeedCatalogue {
  const attractionsDir = path.join(dataDir, 'attractions');
  const attractions = readdirSync(attractionsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => readArray(path.join(attractionsDir, file), seedAttractionSchema));
  return {
    regions: readArray(path.join(dataDir, 'regions.json'), seedRegionSchema),
    categories: readArray(path.join(dataDir, 'categories.json'), seedCategorySchema),
    facilities: readArray(path.join(dataDir, 'facilities.json'), seedFacilitySchema),
    groups: readArray(path.join(dataDir, 'attraction-groups.json'), seedGroupSchema),
    banners: readArray(path.join(dataDir, 'banners.json'), seedBannerSchema),
    attractions,
  };
}
