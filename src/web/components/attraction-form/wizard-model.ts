import type { Attraction } from '../../../contract/attraction.js';
import type { AttractionInput } from '../../../contract/attraction-input.js';
import { AttractionInputSchema } from '../../../contract/attraction-input.js';
import { FACILITY_UNKNOWN, type FacilitySelection } from '../../../contract/facility-states.js';
import { isMainCategoryUnset, NO_MAIN_CATEGORY } from '../../../contract/attraction-group.js';

/**
 * The submission wizard's pure model (SPEC §3 "Submission wizard fields", §4 "Wizard", §5): the
 * flat form values, the six steps and their fields, the attraction body built from the values,
 * and the contract's messages mapped back onto the form's fields. No React, so it is unit-tested.
 */

export interface WizardValues {
  name: string;
  description: string;
  /** Pounds as typed; turned into the cost band by the contract (SPEC §5 price helper). */
  entryPrice: string;
  rating: string;
  googlePlaceId: string;
  imageUrl: string;
  address1: string;
  address2: string;
  town: string;
  postCode: string;
  country: string;
  latitude: string;
  longitude: string;
  region: string;
  linkUrl: string;
  phoneNumber: string;
  emailAddress: string;
  facebookUsername: string;
  twitterUsername: string;
  instagramUsername: string;
  /** facilityName → YES / NO / PARTIAL / N/A (SPEC §4 facility selection values). */
  facilities: Record<string, FacilitySelection>;
  /** facilityName → the ticked types (SPEC §3: facility types with isChecked). */
  facilityTypes: Record<string, string[]>;
  categories: string[];
  /** A categoryName, or 'N/A' while no category is ticked (SPEC §4 category selection). */
  mainCategory: string;
}

export type WizardField = Exclude<keyof WizardValues, never>;

export const STEP_TITLES = [
  'Basic Details',
  'Location',
  'Contact Information',
  'Facilities',
  'Categories',
  'Confirmation',
] as const;
export const CONFIRMATION_STEP = STEP_TITLES.length - 1;

/** Which fields each step holds; Confirmation has none and is always valid (SPEC §4). */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ['name', 'description', 'entryPrice', 'rating', 'googlePlaceId', 'imageUrl'],
  ['address1', 'address2', 'town', 'postCode', 'country', 'latitude', 'longitude', 'region'],
  [
    'linkUrl',
    'phoneNumber',
    'emailAddress',
    'facebookUsername',
    'twitterUsername',
    'instagramUsername',
  ],
  ['facilities', 'facilityTypes'],
  ['categories', 'mainCategory'],
  [],
];

/** 'edit' is the inline editing of a saved attraction (attraction-editing/). */
export type WizardMode = 'submit' | 'create' | 'review' | 'editSubmission' | 'edit';

export interface WizardOptions {
  mode: WizardMode;
  isAdmin: boolean;
  /** The saved band of an attraction being changed: a blank entry price keeps it. */
  savedPrice?: number | null;
}

/** SPEC §5: Google Place ID is for admins; the image URL only when an admin reviews or edits. */
export function fieldVisibility(options: WizardOptions) {
  const adminEditing =
    options.isAdmin && options.mode !== 'submit' && options.mode !== 'editSubmission';
  return {
    googlePlaceId: adminEditing,
    imageUrl: adminEditing && (options.mode === 'review' || options.mode === 'edit'),
    rating: adminEditing,
  };
}

export function emptyWizardValues(): WizardValues {
  return {
    name: '',
    description: '',
    entryPrice: '',
    rating: '',
    googlePlaceId: '',
    imageUrl: '',
    address1: '',
    address2: '',
    town: '',
    postCode: '',
    country: '',
    latitude: '',
    longitude: '',
    region: '',
    linkUrl: '',
    phoneNumber: '',
    emailAddress: '',
    facebookUsername: '',
    twitterUsername: '',
    instagramUsername: '',
    facilities: {},
    facilityTypes: {},
    categories: [],
    mainCategory: NO_MAIN_CATEGORY,
  };
}

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values for a saved attraction or submission. */
export function valuesFromAttraction(attraction: Attraction): WizardValues {
  const { location, contact, links, metadata } = attraction;
  const facilities: Record<string, FacilitySelection> = {};
  const facilityTypes: Record<string, string[]> = {};
  for (const facility of attraction.facilities) {
    facilities[facility.name] = facility.state;
    if (facility.types.length > 0) facilityTypes[facility.name] = facility.types.map((t) => t.name);
  }
  return {
    name: attraction.name,
    description: attraction.description,
    entryPrice: attraction.entryPrice === null ? '' : attraction.entryPrice.toFixed(2),
    rating: numberText(attraction.rating),
    googlePlaceId: text(metadata.googlePlaceId),
    imageUrl: text(links.mainImage),
    address1: text(location.address.addressLineOne),
    address2: text(location.address.addressLineTwo),
    town: text(location.address.postalTown),
    postCode: text(location.address.postalCode),
    country: text(location.address.country),
    latitude: numberText(location.coordinates?.latitude),
    longitude: numberText(location.coordinates?.longitude),
    region: location.region?.regionName ?? '',
    linkUrl: text(links.website ?? attraction.linkUrl),
    phoneNumber: text(contact.phone),
    emailAddress: text(contact.email),
    facebookUsername: text(contact.facebook),
    twitterUsername: text(contact.twitter),
    instagramUsername: text(contact.instagram),
    facilities,
    facilityTypes,
    categories: attraction.categories.map((c) => c.categoryName),
    mainCategory: attraction.mainCategory?.categoryName ?? NO_MAIN_CATEGORY,
  };
}

/** '' → null; a number → the number; anything else stays text, so the contract names the type. */
export function numberOrText(value: string): number | string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : trimmed;
}

/** SPEC §4: exactly one ticked category is the main one; none means 'N/A'. */
export function effectiveMainCategory(values: Pick<WizardValues, 'categories' | 'mainCategory'>) {
  if (values.categories.length === 0) return NO_MAIN_CATEGORY;
  if (values.categories.length === 1) return values.categories[0]!;
  return values.categories.includes(values.mainCategory) ? values.mainCategory : '';
}

/** The attraction body of SPEC §3 "as sent", built from the form (admin-only fields only for admins). */
export function toAttractionInput(values: WizardValues, options: WizardOptions): AttractionInput {
  const visible = fieldVisibility(options);
  const latitude = numberOrText(values.latitude);
  const longitude = numberOrText(values.longitude);
  const entryPrice = numberOrText(values.entryPrice);
  const rating = numberOrText(values.rating);
  const main = effectiveMainCategory(values);
  const body: Record<string, unknown> = {
    name: values.name,
    description: values.description,
    location: {
      coordinates: latitude === null && longitude === null ? null : { latitude, longitude },
      address: {
        addressLineOne: values.address1,
        addressLineTwo: values.address2,
        postalTown: values.town,
        postalCode: values.postCode,
        country: values.country,
      },
      region: values.region === '' ? null : values.region,
    },
    facilities: Object.entries(values.facilities)
      .filter(([, state]) => state !== FACILITY_UNKNOWN)
      // Types only mean something for a facility that is there (fully or partly).
      .map(([name, state]) => ({
        name,
        state,
        types: state === 'NO' ? [] : (values.facilityTypes[name] ?? []),
      })),
    categories: values.categories,
    mainCategory: isMainCategoryUnset(main) ? '' : main,
    contact: {
      phone: values.phoneNumber,
      email: values.emailAddress,
      facebook: values.facebookUsername,
      twitter: values.twitterUsername,
      instagram: values.instagramUsername,
    },
    links: { website: values.linkUrl },
  };
  if (entryPrice !== null) body.entryPrice = entryPrice;
  else if (options.savedPrice !== undefined && options.savedPrice !== null) {
    body.price = options.savedPrice;
  }
  if (visible.rating) body.rating = rating;
  if (visible.googlePlaceId) body.metadata = { googlePlaceId: values.googlePlaceId };
  if (visible.imageUrl) (body.links as Record<string, unknown>).mainImage = values.imageUrl;
  return body as AttractionInput;
}

/** The contract's issue paths, as the form's field names. */
const PATH_TO_FIELD: Record<string, WizardField> = {
  name: 'name',
  description: 'description',
  price: 'entryPrice',
  entryPrice: 'entryPrice',
  rating: 'rating',
  'metadata.googlePlaceId': 'googlePlaceId',
  'links.mainImage': 'imageUrl',
  'links.website': 'linkUrl',
  linkUrl: 'linkUrl',
  'location.address.addressLineOne': 'address1',
  'location.address.addressLineTwo': 'address2',
  'location.address.postalTown': 'town',
  'location.address.postalCode': 'postCode',
  'location.address.country': 'country',
  'location.coordinates.latitude': 'latitude',
  'location.coordinates.longitude': 'longitude',
  'location.region': 'region',
  'contact.phone': 'phoneNumber',
  'contact.email': 'emailAddress',
  'contact.facebook': 'facebookUsername',
  'contact.twitter': 'twitterUsername',
  'contact.instagram': 'instagramUsername',
  categories: 'categories',
  mainCategory: 'mainCategory',
};

export type WizardErrors = Partial<Record<WizardField, string>>;

/** The first contract message per field: the same rules and words as the server (SPEC §5). */
export function wizardErrors(values: WizardValues, options: WizardOptions): WizardErrors {
  const result = AttractionInputSchema.safeParse(toAttractionInput(values, options));
  if (result.success) return {};
  const errors: WizardErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.filter((p) => typeof p === 'string').join('.');
    const field =
      PATH_TO_FIELD[path] ??
      (path.startsWith('facilities')
        ? 'facilities'
        : path.startsWith('categories')
          ? 'categories'
          : undefined);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function stepHasErrors(step: number, errors: WizardErrors): boolean {
  return (STEP_FIELDS[step] ?? []).some((field) => errors[field] !== undefined);
}

export type StepStatus = 'Incomplete' | 'Complete' | 'In Progress' | 'Confirm locked' | 'Invalid';

/** SPEC §4's step status: the caption under each step of the indicator. */
export function stepStatus(
  step: number,
  current: number,
  visited: ReadonlySet<number>,
  errors: WizardErrors,
): StepStatus {
  if (step === current) return 'In Progress';
  if (step === CONFIRMATION_STEP) {
    const earlierValid = STEP_FIELDS.slice(0, CONFIRMATION_STEP).every(
      (_, index) => !stepHasErrors(index, errors),
    );
    return earlierValid ? 'Incomplete' : 'Confirm locked';
  }
  if (!visited.has(step)) return 'Incomplete';
  return stepHasErrors(step, errors) ? 'Invalid' : 'Complete';
}

/** SPEC §4: only back, or on to the next step while the current one is valid. */
export function canJumpTo(target: number, current: number, errors: WizardErrors): boolean {
  if (target < current) return true;
  return target === current + 1 && !stepHasErrors(current, errors);
}

/** SPEC §5: saving needs name, categories, main category and region without errors. */
export function canSave(errors: WizardErrors): boolean {
  return (
    (['name', 'categories', 'mainCategory', 'region'] as const).every(
      (field) => errors[field] === undefined,
    ) && Object.keys(errors).length === 0
  );
}
