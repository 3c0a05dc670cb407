import { z } from './zod.js';
import { FIELD_LIMITS } from './constants.js';
import { CLOSURE_STATES } from './closure.js';
import { AS_OF_PRECISIONS, FACT_SOURCES } from './fact-provenance.js';
import { FACT_GROUPS } from './family-facts.js';
import { pagingQueryShape } from './list-query.js';
import { enumParam, searchParam, withDefault } from './query-params.js';

/**
 * The staleness queue (decision 067): live attractions, the longest unchecked first, so moderators
 * work the oldest first. 'overdue' means not checked in the last 12 months, never-checked
 * places included (decision 067). 'old-facts' lists the places with a sourced fact whose own
 * date is more than 12 months back, the oldest fact first (decision 109).
 */
export const STALENESS_FILTERS = ['all', 'never', 'overdue', 'old-facts', 'basic'] as const;
export type StalenessFilter = (typeof STALENESS_FILTERS)[number];

export const STALENESS_FILTER_LABELS: Record<StalenessFilter, string> = {
  all: 'All live',
  never: 'Never checked',
  overdue: 'Not checked in 12 months',
  'old-facts': 'Facts over a year old',
  basic: 'Basic listings',
};

export const StalenessQuerySchema = z.object({
  ...pagingQueryShape,
  filter: withDefault(enumParam('filter', STALENESS_FILTERS), 'all'),
  search: searchParam('search', FIELD_LIMITS.searchTerm),
});
export type StalenessQuery = z.output<typeof StalenessQuerySchema>;

export const StaleAttractionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  region: z.string().nullable(),
  mainCategory: z.string().nullable(),
  /** False for a basic listing (name, place and category only). */
  detailedView: z.boolean(),
  closureState: z.enum(CLOSURE_STATES),
  lastCheckedAt: z.iso.datetime({ offset: true }).nullable(),
  lastCheckedBy: z.string().nullable(),
  /** The place's fact group with the oldest as-of date, or null when none has a source. */
  oldestFact: z
    .object({
      group: z.enum(FACT_GROUPS),
      source: z.enum(FACT_SOURCES),
      url: z.string().nullable(),
      asOf: z.iso.date(),
      asOfPrecision: z.enum(AS_OF_PRECISIONS),
    })
    .nullable(),
});
export type StaleAttraction = z.infer<typeof StaleAttractionSchema>;
