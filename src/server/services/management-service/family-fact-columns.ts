// The family-fact columns of an attraction save (issue 17) and the record of who last checked
// each group (docs/decisions/007): a group is stamped when a save changes it, with the
// moderator's username, or with no username when a visitor supplied it.
import type { Attraction } from '../../../contract/attraction.js';
import type { NormalisedAttractionInput } from '../../../contract/attraction-input-normalised.js';
import { isAccessFacilityName } from '../../../contract/access-profile.js';
import type { FactGroup } from '../../../contract/family-facts.js';
import type { attractions } from '../../db/schema.js';
import type { SaveMode } from './attraction-rows.js';
import type { Actor } from './route-support.js';

type Columns = Partial<typeof attractions.$inferInsert>;

/** The stored form of each group, compared as canonical JSON to tell whether a save changed it. */
interface GroupValues {
  hours: unknown;
  access: unknown;
  prices: unknown;
  suitability: unknown;
}

function accessFacilities(facilities: readonly { name: string; state: string }[]) {
  return facilities
    .filter((facility) => isAccessFacilityName(facility.name))
    .map((facility) => `${facility.name}:${facility.state}`)
    .sort();
}

function storedGroups(attraction: Attraction): GroupValues {
  return {
    hours: attraction.openingHours,
    access: [attraction.access, accessFacilities(attraction.facilities)],
    prices: attraction.price,
    suitability: [attraction.ages, attraction.setting],
  };
}

/** What the save will store: a group left out of the body keeps its stored value. */
function savedGroups(input: NormalisedAttractionInput, before: Attraction | null): GroupValues {
  const unknownAccess = { note: null, guideUrl: null };
  return {
    hours: input.openingHours ?? before?.openingHours ?? { state: 'unknown' },
    access: [input.access ?? before?.access ?? unknownAccess, accessFacilities(input.facilities)],
    prices: input.price,
    suitability: [
      input.ages === undefined ? (before?.ages ?? null) : input.ages,
      input.setting === undefined ? (before?.setting ?? null) : input.setting,
    ],
  };
}

/**
 * JSON with every object's keys sorted: the stored hours come back from jsonb with their keys in
 * jsonb's own order ('to' before 'from'), so a plain stringify would call unchanged hours changed
 * and stamp a check nobody made.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/** On a create, a group is "supplied" when it says anything beyond unknown. */
function isKnown(group: FactGroup, values: GroupValues): boolean {
  const empty: Record<FactGroup, string> = {
    hours: JSON.stringify({ state: 'unknown' }),
    access: JSON.stringify([{ note: null, guideUrl: null }, []]),
    prices: JSON.stringify(null),
    suitability: JSON.stringify([null, null]),
  };
  return JSON.stringify(values[group]) !== empty[group];
}

const checkColumns = {
  hours: ['hoursCheckedAt', 'hoursCheckedBy'],
  access: ['accessCheckedAt', 'accessCheckedBy'],
  prices: ['pricesCheckedAt', 'pricesCheckedBy'],
  suitability: ['suitabilityCheckedAt', 'suitabilityCheckedBy'],
} as const satisfies Record<FactGroup, readonly [keyof Columns, keyof Columns]>;

export function familyFactColumns(
  input: NormalisedAttractionInput,
  before: Attraction | null,
  mode: SaveMode,
  actor: Actor,
  now: Date,
): Columns {
  const columns: Columns = {
    ...(input.openingHours === undefined ? {} : { openingHours: input.openingHours }),
    ...(input.access === undefined
      ? {}
      : { accessNote: input.access.note, accessGuideUrl: input.access.guideUrl }),
    ...(input.ages === undefined
      ? {}
      : { ageFrom: input.ages?.from ?? null, ageTo: input.ages?.to ?? null }),
    ...(input.setting === undefined ? {} : { setting: input.setting }),
  };
  const saved = savedGroups(input, before);
  const stored = before ? storedGroups(before) : null;
  const checkedBy = mode === 'admin' ? actor.name : null;
  for (const group of Object.keys(checkColumns) as FactGroup[]) {
    const changed = stored
      ? canonicalJson(saved[group]) !== canonicalJson(stored[group])
      : isKnown(group, saved);
    if (!changed) continue;
    const [at, by] = checkColumns[group];
    Object.assign(columns, { [at]: now, [by]: checkedBy });
  }
  return columns;
}
