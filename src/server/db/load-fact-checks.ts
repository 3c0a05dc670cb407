// The fact-source part of an attraction's wire shape (decisions 109 and 112), from the JSON the
// load statement (load-attractions.ts) aggregates: each group's source and date, and when
// visitors last confirmed it.
import type { Attraction } from '../../contract/attraction.js';
import type { AsOfPrecision, FactSource } from '../../contract/fact-provenance.js';
import type { FactCheck, FactChecks } from '../../contract/family-facts-schema.js';
import type { FactGroup } from '../../contract/family-facts.js';

/** One row of attraction_facts as the statement below aggregates them (decision 109). */
export interface FactRow {
  group: FactGroup;
  source: FactSource;
  url: string | null;
  asOf: string;
  precision: AsOfPrecision;
  note: string | null;
  by: string | null;
  at: string;
}

/**
 * Each group's source and date (decision 109). Who recorded it goes only to the readers that get
 * the reference number too: admins and the submission's owner.
 */
export function factChecks(rows: readonly FactRow[], withRecorder: boolean): FactChecks {
  const check = (group: FactGroup): FactCheck | null => {
    const row = rows.find((candidate) => candidate.group === group);
    if (!row) return null;
    return {
      checkedAt: row.at,
      source: row.source,
      checkedBy: withRecorder ? row.by : null,
      url: row.url,
      asOf: row.asOf,
      asOfPrecision: row.precision,
      note: row.note,
    };
  };
  return {
    hours: check('hours'),
    access: check('access'),
    prices: check('prices'),
    suitability: check('suitability'),
    essentials: check('essentials'),
  };
}

/** The last Yes per group, as the statement aggregates them: `{hours: '…'}`. */
export function confirmedAt(
  lastYes: Partial<Record<FactGroup, string>>,
): Attraction['confirmedAt'] {
  return {
    hours: lastYes.hours ?? null,
    access: lastYes.access ?? null,
    prices: lastYes.prices ?? null,
    suitability: lastYes.suitability ?? null,
    essentials: lastYes.essentials ?? null,
  };
}
