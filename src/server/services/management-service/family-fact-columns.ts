// The family-fact columns of an attraction save and the source of each group it changes
// (docs/decisions/007 and 109): a changed group gets a fact row saying where it came from, the
// moderator's choice (their own check by default) or `visitor` when a visitor supplied it.
import type { Attraction } from '../../../contract/attraction.js';
import type { NormalisedAttractionInput } from '../../../contract/attraction-input-normalised.js';
import { isAccessFacilityName } from '../../../contract/access-profile.js';
import { isEssentialFacilityName } from '../../../contract/family-essentials.js';
import { futureAsOfErrors } from '../../../contract/fact-source-input.js';
import { FACT_GROUPS, type FactGroup } from '../../../contract/family-facts.js';
import { londonToday } from '../../../contract/london-time.js';
import { isoDate } from '../../../contract/opening-hours.js';
import { typicalSettingFor } from '../../../contract/typical-setting.js';
import type { attractionFacts, attractions } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { SaveMode } from './attraction-rows.js';
import type { Actor } from './route-support.js';

type Columns = Partial<typeof attractions.$inferInsert>;
/** A fact row without its attraction id (the writer knows it once the row exists). */
export type FactRecord = Omit<typeof attractionFacts.$inferInsert, 'attractionId'>;

/** The stored form of each group, compared as canonical JSON to tell whether a save changed it. */
type GroupValues = Record<FactGroup, unknown>;

type FacilityLike = { name: string; state: string; types: readonly (string | { name: string })[] };

function facilitiesWhere(facilities: readonly FacilityLike[], test: (name: string) => boolean) {
  return facilities
    .filter((facility) => test(facility.name))
    .map((facility) => {
      const types = facility.types.map((type) => (typeof type === 'string' ? type : type.name));
      return `${facility.name}:${facility.state}:${[...types].sort().join('|')}`;
    })
    .sort();
}
const accessFacilities = (facilities: readonly FacilityLike[]) =>
  facilitiesWhere(facilities, isAccessFacilityName).map((entry) => entry.replace(/:[^:]*$/, ''));
const essentialFacilities = (facilities: readonly FacilityLike[]) =>
  facilitiesWhere(facilities, isEssentialFacilityName);

function storedGroups(attraction: Attraction): GroupValues {
  return {
    hours: attraction.openingHours,
    access: [attraction.access, accessFacilities(attraction.facilities)],
    prices: attraction.price,
    suitability: [attraction.ages, attraction.setting],
    essentials: essentialFacilities(attraction.facilities),
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
    essentials: essentialFacilities(input.facilities),
  };
}

/**
 * JSON with every object's keys sorted: the stored hours come back from jsonb with their keys in
 * jsonb's own order ('to' before 'from'), so a plain stringify would call unchanged hours changed
 * and stamp a check nobody made.
 */
export function canonicalJson(value: unknown): string {
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
    essentials: JSON.stringify([]),
  };
  return JSON.stringify(values[group]) !== empty[group];
}

/**
 * The columns a save writes and a fact row for each group it changes (or names a source for):
 * the moderator's recorded source, their own check by default, or `visitor` on a public save.
 */
export function familyFactColumns(
  input: NormalisedAttractionInput,
  before: Attraction | null,
  mode: SaveMode,
  actor: Actor,
  now: Date,
): { columns: Columns; facts: FactRecord[] } {
  const columns: Columns = {
    ...(input.openingHours === undefined ? {} : { openingHours: input.openingHours }),
    ...(input.access === undefined
      ? {}
      : { accessNote: input.access.note, accessGuideUrl: input.access.guideUrl }),
    ...(input.ages === undefined
      ? {}
      : { ageFrom: input.ages?.from ?? null, ageTo: input.ages?.to ?? null }),
    ...(input.setting === undefined ? {} : { setting: input.setting }),
    ...typicalSettingColumns(input, before),
  };
  const saved = savedGroups(input, before);
  const stored = before ? storedGroups(before) : null;
  const today = isoDate(londonToday(now));
  if (mode === 'admin') refuseFutureDates(input, today);
  const facts: FactRecord[] = [];
  for (const group of FACT_GROUPS) {
    const named = mode === 'admin' ? input.factSources[group] : undefined;
    const changed = stored
      ? canonicalJson(saved[group]) !== canonicalJson(stored[group])
      : isKnown(group, saved);
    if (!changed && !named) continue;
    const base = { factGroup: group, asOfPrecision: 'day', note: null, recordedAt: now };
    if (mode !== 'admin') {
      facts.push({ ...base, source: 'visitor', url: null, asOf: today, recordedBy: null });
    } else {
      facts.push({
        ...base,
        source: named?.source ?? 'moderator',
        url: named?.url ?? null,
        asOf: named?.asOf ?? today,
        recordedBy: actor.name,
      });
    }
  }
  return { columns, facts };
}

/** A source dated after today (London, by the server's clock) is refused like any bad field. */
function refuseFutureDates(input: NormalisedAttractionInput, today: string) {
  const fieldErrors = futureAsOfErrors(input.factSources, today);
  if (Object.keys(fieldErrors).length === 0) return;
  const message = Object.entries(fieldErrors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ');
  throw new HttpError(400, message, fieldErrors);
}

/**
 * The typical setting follows the kind of place (decision 111): worked out on create, and again
 * only when the name or categories change, so an open-data exception (a museum ship, known from
 * the source's subject) is not lost to an unrelated edit.
 */
function typicalSettingColumns(input: NormalisedAttractionInput, before: Attraction | null) {
  const categories = input.categories;
  if (
    before &&
    before.name === input.name &&
    before.mainCategory?.categoryName === input.mainCategory &&
    canonicalJson(before.categories.map((c) => c.categoryName).sort()) ===
      canonicalJson([...categories].sort())
  ) {
    return {};
  }
  const typical = typicalSettingFor({
    mainCategory: input.mainCategory,
    categories,
    name: input.name,
  });
  return { typicalSetting: typical?.setting ?? null, typicalKind: typical?.kind ?? null };
}
