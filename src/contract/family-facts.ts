// Ages, setting and the free-entry fact as plain values and wording, free of zod (decision 047):
// the cards and the attraction page word them without loading family-facts-schema.ts.

export const SETTINGS = ['indoor', 'outdoor', 'mixed'] as const;
export type Setting = (typeof SETTINGS)[number];

/** "Rainy day": somewhere with a roof for at least part of the visit. */
export const RAINY_DAY_SETTINGS: readonly Setting[] = ['indoor', 'mixed'];

export const settingLabels: Record<Setting, string> = {
  indoor: 'Indoor',
  outdoor: 'Outdoor',
  mixed: 'Indoor and outdoor',
};

/** Suitable ages: `to` null means no upper limit, so {from: 0, to: null} is "all ages". */
export interface AgeRange {
  from: number;
  to: number | null;
}

export const AGE_MAX = 99;

/**
 * Where an age range comes from (decision 110): the place `stated` it, it follows from the
 * `tickets` (child ages, under-N free, minimum ages or heights), or no limit is stated and family
 * tickets are sold (`no-limits-stated`: all ages).
 */
export const AGES_BASES = ['stated', 'tickets', 'no-limits-stated'] as const;
export type AgesBasis = (typeof AGES_BASES)[number];

export const agesBasisWords: Record<AgesBasis, string> = {
  stated: 'as the place states',
  tickets: 'from the ticket ages',
  'no-limits-stated': 'All ages — no limits stated',
};

export function isAllAges(ages: AgeRange): boolean {
  return ages.from === 0 && ages.to === null;
}

/** 'All ages', 'Ages 3+', 'Ages 0–12', 'Ages 3–12'. */
export function agesLabel(ages: AgeRange): string {
  if (isAllAges(ages)) return 'All ages';
  if (ages.to === null) return `Ages ${ages.from}+`;
  return `Ages ${ages.from}–${ages.to}`;
}

export function suitsAge(ages: AgeRange | null, age: number): boolean {
  return ages !== null && ages.from <= age && (ages.to === null || age <= ages.to);
}

/**
 * The fact groups whose source and last check are recorded (docs/decisions/007 and 109):
 * `essentials` are the family essentials (pushchairs, baby changing, dogs, picnics, café, parking…).
 */
export const FACT_GROUPS = ['hours', 'access', 'prices', 'suitability', 'essentials'] as const;
export type FactGroup = (typeof FACT_GROUPS)[number];

export const factGroupLabels: Record<FactGroup, string> = {
  hours: 'Opening times',
  access: 'Accessibility',
  prices: 'Cost',
  suitability: 'Ages and setting',
  essentials: 'Family essentials',
};

/** An attraction's family facts when nobody has supplied any: every one unknown. */
export const UNKNOWN_FAMILY_FACTS = {
  openingHours: { state: 'unknown' } as const,
  access: { note: null, guideUrl: null },
  ages: null,
  setting: null,
  typicalSetting: null,
  agesBasis: null,
  ticketPrices: null,
  checks: { hours: null, access: null, prices: null, suitability: null, essentials: null },
  confirmedAt: { hours: null, access: null, prices: null, suitability: null, essentials: null },
};
