import { z } from './zod.js';
import { FIELD_LIMITS } from './constants.js';
import { CLOSURE_STATES } from './closure.js';
import { pagingQueryShape } from './list-query.js';
import { enumParam, searchParam, withDefault } from './query-params.js';

/**
 * The staleness queue (issue 18): live attractions, the longest unchecked first, so moderators
 * work the oldest first. 'overdue' means not checked in the last 12 months, never-checked
 * places included (decision 067).
 */
export const STALENESS_FILTERS = ['all', 'never', 'overdue', 'basic'] as const;
export type StalenessFilter = (typeof STALENESS_FILTERS)[number];

export const STALENESS_FILTER_LABELS: Record<StalenessFilter, string> = {
  all: 'All live',
  never: 'Never checked',
  overdue: 'Not checked in 12 months',
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
});
export type StaleAttraction = z.infer<typeof StaleAttractionSchema>;
