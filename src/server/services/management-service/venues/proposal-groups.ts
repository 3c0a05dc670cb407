// A venue's proposal, group by group (decision 162): the fields of each group in the flat input
// the editors save, what differs from the stored listing, and the stored listing with one group
// taken from a proposal (what a moderator's approval saves).
import { isAccessFacilityName } from '../../../../contract/access-profile.js';
import { AttractionInputSchema } from '../../../../contract/attraction-input.js';
import {
  normaliseAttractionInput,
  type NormalisedAttractionInput,
  type NormalisedFacility,
} from '../../../../contract/attraction-input-normalised.js';
import type { Attraction } from '../../../../contract/attraction.js';
import { isEssentialFacilityName } from '../../../../contract/family-essentials.js';
import type { FactGroup } from '../../../../contract/family-facts.js';
import { VENUE_PROPOSAL_GROUPS, type VenueProposalGroup } from '../../../../contract/venue.js';
import { HttpError } from '../../../http/errors.js';
import { canonicalJson } from '../family-fact-columns.js';

type Fields = Record<string, unknown>;
export type FieldGroup = Exclude<VenueProposalGroup, 'photo'>;
/** Every group but the photo, which is proposed as an upload of its own. */
export const FIELD_GROUPS: readonly FieldGroup[] = VENUE_PROPOSAL_GROUPS.filter(
  (group): group is FieldGroup => group !== 'photo',
);

/** The fact group (decision 109) an approved proposal stamps `venue`; contact and text have none. */
export const FACT_GROUP_OF: Partial<Record<FieldGroup, FactGroup>> = {
  hours: 'hours',
  prices: 'prices',
  ages: 'suitability',
  setting: 'suitability',
  access: 'access',
  essentials: 'essentials',
};

const byName = (a: NormalisedFacility, b: NormalisedFacility) => (a.name < b.name ? -1 : 1);
const facilitiesOf = (input: NormalisedAttractionInput, test: (name: string) => boolean) =>
  input.facilities
    .filter((facility) => test(facility.name))
    .map((facility) => ({ ...facility, types: [...facility.types].sort() }))
    .sort(byName);
const FACILITY_TEST: Partial<Record<FieldGroup, (name: string) => boolean>> = {
  access: isAccessFacilityName,
  essentials: isEssentialFacilityName,
};

/** One group's fields; family facts the body left out count as the stored ones. */
export function groupFields(
  group: FieldGroup,
  input: NormalisedAttractionInput,
  stored: NormalisedAttractionInput,
): Fields {
  switch (group) {
    case 'hours':
      return { openingHours: input.openingHours ?? stored.openingHours ?? { state: 'unknown' } };
    case 'prices':
      return { price: input.price, entryPrice: input.entryPrice };
    case 'ages':
      return { ages: input.ages === undefined ? (stored.ages ?? null) : input.ages };
    case 'setting':
      return { setting: input.setting === undefined ? (stored.setting ?? null) : input.setting };
    case 'access':
      return {
        access: input.access ?? stored.access ?? { note: null, guideUrl: null },
        facilities: facilitiesOf(input, isAccessFacilityName),
      };
    case 'essentials':
      return { facilities: facilitiesOf(input, isEssentialFacilityName) };
    case 'contact':
      return {
        phoneNumber: input.phoneNumber,
        emailAddress: input.emailAddress,
        facebookUsername: input.facebookUsername,
        twitterUsername: input.twitterUsername,
        instagramUsername: input.instagramUsername,
        linkUrl: input.linkUrl,
      };
    case 'description':
      return { description: input.description };
  }
}

export interface GroupChange {
  group: FieldGroup;
  before: Fields;
  after: Fields;
}

/** The groups whose fields the proposal changes, each as the stored and the proposed fields. */
export function changedGroups(
  proposed: NormalisedAttractionInput,
  stored: NormalisedAttractionInput,
): GroupChange[] {
  return FIELD_GROUPS.flatMap((group) => {
    const before = groupFields(group, stored, stored);
    const after = groupFields(group, proposed, stored);
    return canonicalJson(before) === canonicalJson(after) ? [] : [{ group, before, after }];
  });
}

/** The stored listing with one group's fields taken from an approved proposal. */
export function withGroup(
  stored: NormalisedAttractionInput,
  group: FieldGroup,
  after: Fields,
): NormalisedAttractionInput {
  const test = FACILITY_TEST[group];
  if (!test) return { ...stored, ...after, factSources: {} };
  const { facilities, ...rest } = after as { facilities: NormalisedFacility[] } & Fields;
  return {
    ...stored,
    ...rest,
    facilities: [...stored.facilities.filter((f) => !test(f.name)), ...facilities],
    factSources: {},
  };
}

/** The stored attraction as the flat input the editors save (its wire form is a valid body). */
export function storedInput(attraction: Attraction): NormalisedAttractionInput {
  const parsed = AttractionInputSchema.safeParse(attraction);
  if (!parsed.success) {
    throw new HttpError(
      409,
      'This listing does not pass the current checks; a moderator must fix it in the editor first.',
    );
  }
  return normaliseAttractionInput(parsed.data);
}
