import type { WizardField } from '../../components/attraction-form/wizard-model';

/** SPEC §4 editing state: the separate editors and the fields each one changes. */
export type EditorKey =
  | 'name'
  | 'googlePlaceId'
  | 'imageUrl'
  | 'description'
  | 'contact'
  | 'facilities'
  | 'location'
  | 'categories'
  | 'ratings'
  | 'hours'
  | 'access'
  | 'suitability';

export const CONTACT_FIELDS: WizardField[] = [
  'linkUrl',
  'phoneNumber',
  'emailAddress',
  'facebookUsername',
  'twitterUsername',
  'instagramUsername',
];

export const LOCATION_FIELDS: WizardField[] = [
  'address1',
  'address2',
  'town',
  'postCode',
  'country',
  'latitude',
  'longitude',
  'region',
];

export const EDITORS: Record<EditorKey, { title: string; fields: WizardField[] }> = {
  name: { title: 'Name', fields: ['name'] },
  googlePlaceId: { title: 'Google Place ID', fields: ['googlePlaceId'] },
  imageUrl: { title: 'Image URL', fields: ['imageUrl'] },
  description: { title: 'Description', fields: ['description'] },
  contact: { title: 'Contact', fields: CONTACT_FIELDS },
  // The access profile's facilities are edited in the Accessibility panel (decision 105).
  // Each fact group's editor carries its "Where is this from?" (decision 118).
  facilities: { title: 'Facilities', fields: ['facilities', 'facilityTypes', 'factSources'] },
  location: { title: 'Location and Region', fields: LOCATION_FIELDS },
  categories: { title: 'Categories', fields: ['categories', 'mainCategory'] },
  ratings: { title: 'Ratings', fields: ['rating', 'entryPrice', 'factSources'] },
  hours: { title: 'Opening times', fields: ['openingHours', 'factSources'] },
  access: {
    title: 'Accessibility',
    fields: ['facilities', 'accessNote', 'accessGuideUrl', 'factSources'],
  },
  suitability: {
    title: 'Ages and setting',
    fields: ['agesFrom', 'agesTo', 'setting', 'factSources'],
  },
};

/** How a field is named in the snackbar that lists what blocks a Confirm. */
export const FIELD_LABELS: Partial<Record<WizardField, string>> = {
  name: 'Name',
  googlePlaceId: 'Google Place ID',
  imageUrl: 'Image URL',
  description: 'Description',
  linkUrl: 'Website',
  phoneNumber: 'Phone number',
  emailAddress: 'Email address',
  facebookUsername: 'Facebook account',
  twitterUsername: 'Twitter account',
  instagramUsername: 'Instagram account',
  address1: 'Address line 1',
  address2: 'Address line 2',
  town: 'Town',
  postCode: 'Postcode',
  country: 'Country',
  latitude: 'Latitude',
  longitude: 'Longitude',
  region: 'Region',
  rating: 'Rating (out of 5)',
  entryPrice: 'Adult entry price (£)',
  openingHours: 'Opening times',
  accessNote: 'Access note',
  accessGuideUrl: 'Access guide link',
  agesFrom: 'Youngest age',
  agesTo: 'Oldest age',
  setting: 'Indoor or outdoor',
  factSources: 'Source of these facts',
};

/** The form field a message path belongs to ('openingHours.seasons.0.from' → 'openingHours'). */
export function fieldOf(path: string): WizardField {
  return path.split('.')[0] as WizardField;
}
