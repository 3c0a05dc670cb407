import type { Attraction } from '../../../contract/attraction';
import type { FacilitySelection } from '../../../contract/facility-states';
import type { Setting } from '../../../contract/family-facts';
import { NO_MAIN_CATEGORY } from '../../../contract/attraction-group';
import type { HoursException, HoursState, Season, TimeSpan } from '../../../contract/opening-hours';
import { draftsFromChecks, type FactSourceDrafts } from './fact-source-draft';

/**
 * The attraction form's flat values (SPEC §3 "Submission wizard fields" plus decision 007's family
 * facts), shared by the submission wizard, the admin create/edit and the inline editors.
 */

/**
 * Opening hours as edited: the seasons and exceptions stay in the form while another state is
 * picked, so switching to "Varies" and back loses nothing; only the chosen state is sent.
 */
export interface HoursDraft {
  state: HoursState;
  seasons: Season[];
  exceptions: HoursException[];
  /** The bank-holiday rule: null, like any other day; [], closed; spans, these hours. */
  bankHolidays: TimeSpan[] | null;
}

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
  openingHours: HoursDraft;
  accessNote: string;
  accessGuideUrl: string;
  /** Both empty: ages not known. From with an empty To: no upper limit (0 and empty: all ages). */
  agesFrom: string;
  agesTo: string;
  /** '' while not known. */
  setting: Setting | '';
  /** "Where is this from?" per fact group: sent only by a moderator who gave one (decision 118). */
  factSources: FactSourceDrafts;
}

export type WizardField = keyof WizardValues;

export function emptyHoursDraft(): HoursDraft {
  return { state: 'unknown', seasons: [], exceptions: [], bankHolidays: null };
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
    openingHours: emptyHoursDraft(),
    accessNote: '',
    accessGuideUrl: '',
    agesFrom: '',
    agesTo: '',
    setting: '',
    factSources: draftsFromChecks(null),
  };
}

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function hoursDraft(hours: Attraction['openingHours']): HoursDraft {
  return hours.state === 'scheduled'
    ? {
        state: 'scheduled',
        seasons: hours.seasons,
        exceptions: hours.exceptions,
        bankHolidays: hours.bankHolidays ?? null,
      }
    : { ...emptyHoursDraft(), state: hours.state };
}

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
    openingHours: hoursDraft(attraction.openingHours),
    accessNote: text(attraction.access.note),
    accessGuideUrl: text(attraction.access.guideUrl),
    agesFrom: numberText(attraction.ages?.from),
    agesTo: numberText(attraction.ages?.to),
    setting: attraction.setting ?? '',
    factSources: draftsFromChecks(attraction.checks),
  };
}
