// What the server stores from a parsed attraction body: flat, canonical fields in SPEC §3's "as
// edited" vocabulary. The schema (attraction-input.ts) says what is accepted; this says what it
// means once accepted.
import { isMainCategoryUnset } from './attraction-group.js';
import type { AttractionInputParsed } from './attraction-input.js';
import { FACILITY_UNKNOWN, type FacilityState } from './facility-states.js';
import type { AgeRange, Setting } from './family-facts.js';
import type { FactSourcesInput } from './fact-source-input.js';
import type { OpeningHours } from './opening-hours.js';
import { priceBandFromPounds, toPence, type PriceBand } from './price.js';

export interface NormalisedFacility {
  name: string;
  state: FacilityState;
  types: string[];
}

/**
 * The flat, canonical attraction the server stores, in SPEC §3's "as edited" vocabulary. Fields a
 * client may leave out without meaning "clear it" (hvt, detailedView, lastSocialPost) are
 * undefined when not sent, so the server keeps what it has (or its default on create).
 */
export interface NormalisedAttractionInput {
  name: string;
  description: string;
  googlePlaceId: string | null;
  hvt: boolean | undefined;
  detailedView: boolean | undefined;
  lastSocialPost: string | null | undefined;
  latitude: number | null;
  longitude: number | null;
  locationDescription: string | null;
  address1: string | null;
  address2: string | null;
  town: string | null;
  postCode: string | null;
  country: string | null;
  region: string;
  mainCategory: string;
  categories: string[];
  attractionGroups: string[];
  facilities: NormalisedFacility[];
  rating: number | null;
  price: PriceBand;
  entryPrice: number | null;
  phoneNumber: string | null;
  emailAddress: string | null;
  facebookUsername: string | null;
  twitterUsername: string | null;
  instagramUsername: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
  /** Family facts: undefined when not sent, so the server keeps what it has. */
  openingHours: OpeningHours | undefined;
  access: { note: string | null; guideUrl: string | null } | undefined;
  ages: AgeRange | null | undefined;
  setting: Setting | null | undefined;
  /** Where each group came from, as a moderator recorded it; empty when not sent. */
  factSources: FactSourcesInput;
}

function normaliseSocialPost(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  // A plain date has no time zone; midnight UTC keeps the day the admin picked.
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T00:00:00.000Z`
    : new Date(value).toISOString();
}

function normaliseFacilities(
  facilities: AttractionInputParsed['facilities'],
): NormalisedFacility[] {
  // Listed twice: the later entry wins, as assigning into a map would. N/A means "not stored".
  const byName = new Map<string, NormalisedFacility>();
  for (const facility of facilities) {
    byName.delete(facility.name);
    if (facility.state !== FACILITY_UNKNOWN) {
      byName.set(facility.name, {
        name: facility.name,
        state: facility.state,
        types: facility.types,
      });
    }
  }
  return [...byName.values()];
}

/** Flattens a parsed body. Throws only if given something AttractionInputSchema did not accept. */
export function normaliseAttractionInput(parsed: AttractionInputParsed): NormalisedAttractionInput {
  const { location, contact, links, metadata } = parsed;
  const main = parsed.mainCategory?.trim();
  const mainCategory = isMainCategoryUnset(main) ? parsed.categories[0] : main;
  // An entry price wins over a band: the band is derived from it (SPEC §5 price helper text).
  const price =
    parsed.entryPrice !== null && parsed.entryPrice !== undefined
      ? priceBandFromPounds(parsed.entryPrice)
      : parsed.price;
  if (mainCategory === undefined || price === null || price === undefined) {
    throw new TypeError('normaliseAttractionInput needs the output of AttractionInputSchema');
  }
  return {
    name: parsed.name,
    description: parsed.description,
    googlePlaceId: metadata.googlePlaceId,
    hvt: metadata.hvt,
    detailedView: parsed.detailedView,
    lastSocialPost: normaliseSocialPost(metadata.lastSocialPost),
    latitude: location.coordinates?.latitude ?? null,
    longitude: location.coordinates?.longitude ?? null,
    locationDescription: location.description,
    address1: location.address.addressLineOne,
    address2: location.address.addressLineTwo,
    town: location.address.postalTown,
    postCode: location.address.postalCode,
    country: location.address.country,
    region: location.region,
    mainCategory,
    categories: parsed.categories,
    attractionGroups: parsed.attractionGroups,
    facilities: normaliseFacilities(parsed.facilities),
    rating: parsed.rating ?? null,
    price: price as PriceBand,
    entryPrice:
      parsed.entryPrice === null || parsed.entryPrice === undefined
        ? null
        : toPence(parsed.entryPrice) / 100,
    phoneNumber: contact.phone,
    emailAddress: contact.email,
    facebookUsername: contact.facebook,
    twitterUsername: contact.twitter,
    instagramUsername: contact.instagram,
    imageUrl: links.mainImage,
    linkUrl: links.website ?? parsed.linkUrl,
    openingHours: parsed.openingHours,
    access: parsed.access,
    ages: parsed.ages,
    setting: parsed.setting,
    factSources: parsed.factSources ?? {},
  };
}
