import { OPEN_DATA_SOURCE_IDS } from './open-data-sources.js';
import { z } from './zod.js';
import { BrandingSchema } from './attraction-group.js';
import { ClosureSchema } from './closure.js';
import { FacilityStateSchema } from './enums.js';
import { LastCheckedSchema } from './freshness.js';
import {
  AccessDetailsSchema,
  AgeRangeSchema,
  FactChecksSchema,
  SettingSchema,
  TypicalSettingSchema,
} from './family-facts-schema.js';
import { OpeningHoursSchema } from './opening-hours-schema.js';
import { AGES_BASES } from './family-facts.js';
import { PICTURE_SUBJECTS } from './picture-subjects.js';
import { TicketPricesSchema } from './ticket-prices-schema.js';
import { PhotoSchema } from './photo-schema.js';
import { NEAREST_STATION_MISSING_REASONS } from './nearest-station.js';
import { NearestStationSchema } from './nearest-station-schema.js';

/**
 * An attraction as the server sends it (SPEC §3 "as sent or received"). Response schemas hold no
 * transforms, so Fastify can serialise with them and publish them as JSON Schema. Absent optional
 * details are null rather than missing, so the browser tests one thing.
 */

export const CategoryRefSchema = z.object({ categoryName: z.string(), displayName: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const RegionRefSchema = z.object({ regionName: z.string(), displayName: z.string() });
export type RegionRef = z.infer<typeof RegionRefSchema>;

export const CoordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof CoordinatesSchema>;

export const AddressSchema = z.object({
  addressLineOne: z.string().nullable(),
  addressLineTwo: z.string().nullable(),
  postalTown: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AttractionStatusSchema = z.object({
  isLive: z.boolean(),
  isApproved: z.boolean(),
  isAwaitingAdminReview: z.boolean(),
  /** Neither approved nor awaiting review (SPEC §4). */
  isRejected: z.boolean(),
});
export type AttractionStatus = z.infer<typeof AttractionStatusSchema>;

export const AttractionGroupRefSchema = z.object({
  groupId: z.string(),
  displayName: z.string(),
  branding: BrandingSchema,
});
export type AttractionGroupRef = z.infer<typeof AttractionGroupRefSchema>;

/** A facility of one attraction: unknown (N/A) facilities are simply not listed. */
export const AttractionFacilitySchema = z.object({
  /** The facilityName. */
  name: z.string(),
  displayName: z.string(),
  state: FacilityStateSchema,
  types: z.array(z.object({ name: z.string() })),
});
export type AttractionFacility = z.infer<typeof AttractionFacilitySchema>;

const isoDateTime = () => z.iso.datetime({ offset: true });

export const AttractionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  metadata: z.object({
    googlePlaceId: z.string().nullable(),
    /** High-value target: an attraction staff want to promote. */
    hvt: z.boolean(),
    isUserSubmitted: z.boolean(),
    lastSocialPost: isoDateTime().nullable(),
  }),
  status: AttractionStatusSchema,
  detailedView: z.boolean(),
  /** The open dataset a basic listing came from (decision 006); null when hand-written or submitted. */
  source: z.enum(OPEN_DATA_SOURCE_IDS).nullable(),
  location: z.object({
    coordinates: CoordinatesSchema.nullable(),
    description: z.string().nullable(),
    address: AddressSchema,
    region: RegionRefSchema.nullable(),
  }),
  attractionGroups: z.array(AttractionGroupRefSchema),
  facilities: z.array(AttractionFacilitySchema),
  rating: z.number().min(0).max(5).nullable(),
  /** The cost band 0 (free) to 5; the entry price itself is never shown (SPEC §5). */
  price: z.number().int().min(0).max(5).nullable(),
  /** Pounds; admin screens show it with 2 decimals. */
  entryPrice: z.number().min(0).nullable(),
  hitCount: z.number().int().min(0),
  mainCategory: CategoryRefSchema.nullable(),
  categories: z.array(CategoryRefSchema),
  /** As entered: social accounts are handles without the @. */
  contact: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
    instagram: z.string().nullable(),
  }),
  /** Ready to use: the website carries its scheme, social links are built from the handles. */
  links: z.object({
    mainImage: z.url().nullable(),
    website: z.url().nullable(),
    facebook: z.url().nullable(),
    twitter: z.url().nullable(),
    instagram: z.url().nullable(),
  }),
  /** The newest published photo with its credit (decision 163); null: none yet. */
  photo: PhotoSchema.nullable(),
  /** The website again, where the public pages read it (SPEC §3). */
  linkUrl: z.url().nullable(),
  /** When a moderator last checked the place and each fact group; null dates: never checked. */
  lastChecked: LastCheckedSchema,
  /** Open, temporarily closed (with reopening date and note) or permanently closed. */
  closure: ClosureSchema,
  /** Europe/London wall times; {state: 'unknown'} until someone checks (docs/decisions/008). */
  openingHours: OpeningHoursSchema,
  /** The access note and guide; the profile itself is the forDisabled facilities (decision 014). */
  access: AccessDetailsSchema,
  /** Suitable ages; null when not known. */
  ages: AgeRangeSchema.nullable(),
  /** Where the ages come from (decision 110); null when the ages are not known. */
  agesBasis: z.enum(AGES_BASES).nullable(),
  /** What tickets cost as the source gives them; null when no source has said. */
  ticketPrices: TicketPricesSchema.nullable(),
  /** Indoor, outdoor or mixed; null when not known. */
  setting: SettingSchema.nullable(),
  /**
   * While `setting` is null: the setting nearly every place of its kind shares (decision 111),
   * "Usually indoor (museums), not checked"; null when the kind has none or the setting is known.
   */
  typicalSetting: TypicalSettingSchema.nullable(),
  /** What kind of place its drawing shows until it has a photo (decision 133); null: its category's. */
  pictureSubject: z.enum(PICTURE_SUBJECTS).nullable(),
  /** When each group of facts was last checked, and whether a moderator or a visitor did it. */
  checks: FactChecksSchema,
  /** When visitors last said each group was right (decision 112); shown beside the source. */
  confirmedAt: z.object({
    hours: isoDateTime().nullable(),
    access: isoDateTime().nullable(),
    prices: isoDateTime().nullable(),
    suitability: isoDateTime().nullable(),
    essentials: isoDateTime().nullable(),
  }),
  /** The nearest GB railway station by straight line (decision 150); null with a reason below. */
  nearestStation: NearestStationSchema.nullable(),
  /** Why there is none: 'northern-ireland' (not in the station data) or 'no-location'. */
  nearestStationMissing: z.enum(NEAREST_STATION_MISSING_REASONS).nullable(),
  /** Miles from the query's coordinates; present only when the query gave coordinates. */
  distance: z.number().min(0).optional(),
  /** The submission reference; only on admin reads and reads by reference. */
  referenceNumber: z.string().nullable().optional(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});
export type Attraction = z.infer<typeof AttractionSchema>;
