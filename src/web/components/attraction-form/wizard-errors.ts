import { AttractionInputSchema } from '../../../contract/attraction-input';
import { futureAsOfErrors } from '../../../contract/fact-source-input';
import { todayInLondon } from './fact-source-draft';
import { toAttractionInput, type WizardOptions } from './wizard-input';
import type { WizardField, WizardValues } from './wizard-values';

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
  'access.note': 'accessNote',
  'access.guideUrl': 'accessGuideUrl',
  ages: 'agesFrom',
  'ages.from': 'agesFrom',
  'ages.to': 'agesTo',
  setting: 'setting',
};

/**
 * Messages by form path: a flat field's name ('name', 'agesTo'), or for opening hours the path
 * inside the form's hours ('openingHours.seasons.0.week.monday.0.closes'), so each message sits
 * on the input that breaks the rule.
 */
export type WizardErrors = Partial<Record<string, string>>;

function formPath(path: string): string | undefined {
  // The form keeps the hours' shape, so a contract path inside them is already a form path.
  if (path === 'openingHours' || path.startsWith('openingHours.')) return path;
  // Each group's source keeps its path ('factSources.hours.url'), beside its own fields.
  if (path.startsWith('factSources.')) return path;
  if (path.startsWith('facilities')) return 'facilities';
  if (path.startsWith('categories')) return 'categories';
  return PATH_TO_FIELD[path];
}

/** The first contract message per field: the same rules and words as the server (SPEC §5). */
export function wizardErrors(values: WizardValues, options: WizardOptions): WizardErrors {
  const body = toAttractionInput(values, options);
  const result = AttractionInputSchema.safeParse(body);
  const errors: WizardErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = formPath(issue.path.map(String).join('.'));
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  for (const [path, [message]] of Object.entries(
    futureAsOfErrors(body.factSources, todayInLondon()),
  )) {
    errors[path] ??= message;
  }
  return errors;
}

/** Whether a message belongs to one of the fields (a nested hours path belongs to openingHours). */
export function errorsIn(errors: WizardErrors, fields: readonly WizardField[]): string[] {
  return Object.keys(errors).filter((path) =>
    fields.some((field) => path === field || path.startsWith(`${field}.`)),
  );
}
