import type { AttractionInput } from '../../../contract/attraction-input';
import { FACILITY_UNKNOWN } from '../../../contract/facility-states';
import { isMainCategoryUnset, NO_MAIN_CATEGORY } from '../../../contract/attraction-group';
import type { OpeningHours } from '../../../contract/opening-hours';
import type { HoursDraft, WizardValues } from './wizard-values';
import { factSourcesInput } from './fact-source-draft';

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
    /** "Where is this from?": a visitor's facts are always recorded as theirs (decision 118). */
    factSources: adminEditing,
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

/** Only the chosen state is sent: seasons kept aside while "Varies" is picked stay in the form. */
export function hoursInput(draft: HoursDraft): OpeningHours {
  return draft.state === 'scheduled'
    ? {
        state: 'scheduled',
        seasons: draft.seasons,
        exceptions: draft.exceptions,
        ...(draft.bankHolidays === null ? {} : { bankHolidays: draft.bankHolidays }),
      }
    : { state: draft.state };
}

/** Both ages empty is "not known"; an empty upper age is "and over". */
function agesInput(values: WizardValues) {
  if (values.agesFrom.trim() === '' && values.agesTo.trim() === '') return null;
  return { from: numberOrText(values.agesFrom), to: numberOrText(values.agesTo) };
}

/** The family facts of decision 007, always sent: the server stamps only the groups that changed. */
function factsInput(values: WizardValues) {
  return {
    openingHours: hoursInput(values.openingHours),
    access: { note: values.accessNote, guideUrl: values.accessGuideUrl },
    ages: agesInput(values),
    setting: values.setting === '' ? null : values.setting,
  };
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
    ...factsInput(values),
  };
  if (entryPrice !== null) body.entryPrice = entryPrice;
  else if (options.savedPrice !== undefined && options.savedPrice !== null) {
    body.price = options.savedPrice;
  }
  if (visible.rating) body.rating = rating;
  if (visible.googlePlaceId) body.metadata = { googlePlaceId: values.googlePlaceId };
  if (visible.imageUrl) (body.links as Record<string, unknown>).mainImage = values.imageUrl;
  if (visible.factSources) {
    const sources = factSourcesInput(values.factSources);
    if (Object.keys(sources).length > 0) body.factSources = sources;
  }
  return body as AttractionInput;
}
