import { isAccessFacilityName } from '../../../contract/access-profile';
import { FACILITY_UNKNOWN } from '../../../contract/facility-states';
import { EDITOR_FACT_SOURCES } from '../../../contract/fact-provenance';
import type { FactSourceInput } from '../../../contract/fact-source-input';
import { isEssentialFacilityName } from '../../../contract/family-essentials';
import type { FactCheck, FactChecks } from '../../../contract/family-facts-schema';
import { FACT_GROUPS, type FactGroup } from '../../../contract/family-facts';
import { londonToday } from '../../../contract/london-time';
import { isoDate } from '../../../contract/opening-hours';
import type { WizardValues } from './wizard-values';

/**
 * "Where is this from?" for one fact group as a moderator edits it (decision 118): the kind of
 * source, the page and the date it gives. `set` is true once the moderator has touched it: only
 * then is it sent; a group whose values change without it is recorded as the moderator's own
 * check, dated today, by the server.
 */
export interface FactSourceDraft {
  source: FactSourceInput['source'];
  url: string;
  asOf: string;
  set: boolean;
}

export type FactSourceDrafts = Record<FactGroup, FactSourceDraft>;

export function todayInLondon(): string {
  return isoDate(londonToday());
}

/** What a save records for a group whose values changed with its source left alone. */
export function moderatorToday(): FactSourceDraft {
  return { source: 'moderator', url: '', asOf: todayInLondon(), set: false };
}

const isEditorSource = (source: string): source is FactSourceDraft['source'] =>
  (EDITOR_FACT_SOURCES as readonly string[]).includes(source);

/**
 * The draft a group's editor starts from: its recorded source when a moderator could have chosen
 * it; otherwise (none yet, a visitor, open data) the moderator's own check today.
 */
export function draftFromCheck(check: FactCheck | null): FactSourceDraft {
  if (!check || !isEditorSource(check.source)) return moderatorToday();
  return { source: check.source, url: check.url ?? '', asOf: check.asOf, set: false };
}

export function draftsFromChecks(checks: FactChecks | null): FactSourceDrafts {
  return Object.fromEntries(
    FACT_GROUPS.map((group) => [group, draftFromCheck(checks?.[group] ?? null)]),
  ) as FactSourceDrafts;
}

/** A group's facilities as the body sends them: unknown ones left out, no types for a No. */
const facilitiesWhere = (values: WizardValues, test: (name: string) => boolean) =>
  JSON.stringify(
    Object.entries(values.facilities)
      .filter(([name, state]) => test(name) && state !== FACILITY_UNKNOWN)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, state]) => [
        name,
        state,
        state === 'NO' ? [] : [...(values.facilityTypes[name] ?? [])].sort(),
      ]),
  );

/** The form's values that make up each group, as comparable text. */
const GROUP_VALUES: Record<FactGroup, (values: WizardValues) => string> = {
  hours: (v) => JSON.stringify(v.openingHours),
  access: (v) =>
    JSON.stringify([v.accessNote, v.accessGuideUrl]) + facilitiesWhere(v, isAccessFacilityName),
  prices: (v) => v.entryPrice.trim(),
  suitability: (v) => JSON.stringify([v.agesFrom, v.agesTo, v.setting]),
  essentials: (v) => facilitiesWhere(v, isEssentialFacilityName),
};

/** Whether the moderator changed a group's values from those the form started with. */
export function groupChanged(group: FactGroup, values: WizardValues, start: WizardValues): boolean {
  return GROUP_VALUES[group](values) !== GROUP_VALUES[group](start);
}

/**
 * What the "Where is this from?" fields show, which is what the save records: the moderator's
 * own choice; the moderator's check today for changed values; otherwise the recorded source.
 */
export function effectiveDraft(
  group: FactGroup,
  values: WizardValues,
  start: WizardValues,
): FactSourceDraft {
  const draft = values.factSources[group];
  if (draft.set) return draft;
  return groupChanged(group, values, start) ? moderatorToday() : draft;
}

/** The body's `factSources`: only the groups whose source the moderator gave. */
export function factSourcesInput(drafts: FactSourceDrafts): Partial<Record<FactGroup, unknown>> {
  const body: Partial<Record<FactGroup, unknown>> = {};
  for (const group of FACT_GROUPS) {
    const draft = drafts[group];
    if (!draft.set) continue;
    body[group] = { source: draft.source, url: draft.url.trim() || null, asOf: draft.asOf };
  }
  return body;
}
