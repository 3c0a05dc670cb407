// Loads the sourced facts of data/facts/ into the catalogue (decision 109): every row is checked
// and every place found before anything is written, so a bad row changes nothing. Safe to
// re-run: a group whose recorded source is the same row is left as it is, and a newer fact (a
// moderator's check above all) is never overwritten by an older one.
import { sql } from 'drizzle-orm';
import type { FactRow } from '../../../contract/fact-row.js';
import type { Db } from '../database.js';
import { attractionFacts, reports } from '../schema.js';
import { applyFact } from './apply-fact.js';
import { facilityIds } from './facility-ids.js';
import { readFactFiles, type LocatedRow } from './fact-files.js';
import { placeIds } from './place-keys.js';

export class FactImportError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The facts import found ${problems.length} bad row(s); nothing was changed:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'FactImportError';
  }
}

export interface FactImportSummary {
  rows: number;
  applied: Record<string, number>;
  unchanged: number;
  /** Left alone: the stored fact is newer (a moderator's or the venue's check, or a newer page). */
  keptNewer: number;
  /** Rows of one place and group under two keys (a place in two sources): the newest wins. */
  superseded: number;
  movesQueued: number;
}

interface StoredFact extends Record<string, unknown> {
  attraction_id: number;
  fact_group: string;
  source: string;
  url: string | null;
  as_of: string;
  as_of_precision: string;
  note: string | null;
  recorded_by: string | null;
}

/** The newest row of each place and group; later lines win a tie. */
function newestPerGroup(rows: readonly LocatedRow[], ids: Map<string, number>) {
  const chosen = new Map<string, { id: number; row: FactRow }>();
  let superseded = 0;
  for (const { row } of rows) {
    const id = ids.get(row.place)!;
    const key = `${id}/${row.group}`;
    const before = chosen.get(key);
    if (before) superseded++;
    if (!before || before.row.asOf <= row.asOf) chosen.set(key, { id, row });
  }
  return { chosen: [...chosen.values()], superseded };
}

const sameSource = (stored: StoredFact, row: FactRow) =>
  stored.source === row.source &&
  (stored.url ?? null) === (row.url ?? null) &&
  stored.as_of === row.asOf &&
  stored.as_of_precision === row.asOfPrecision &&
  (stored.note ?? null) === (row.note ?? null) &&
  stored.recorded_by === row.recordedBy;

const PERSON_CHECKS = new Set(['moderator', 'venue']);

/** The newest fact wins; on the same day a moderator's or the venue's check beats a page. */
const isNewer = (stored: StoredFact, row: FactRow) =>
  stored.as_of > row.asOf ||
  (stored.as_of === row.asOf && PERSON_CHECKS.has(stored.source) && !PERSON_CHECKS.has(row.source));

export async function importFacts(
  db: Db,
  dataDir: string,
  options: { factsDir?: string; now?: Date } = {},
): Promise<FactImportSummary> {
  const { rows, errors } = readFactFiles(options.factsDir ?? `${dataDir}/facts`, options.now);
  const ids = await placeIds(db, [...new Set(rows.map(({ row }) => row.place))]);
  for (const { at, row } of rows) {
    if (!ids.has(row.place)) errors.push(`${at}: unknown place ${row.place} (${row.name})`);
  }
  if (errors.length > 0) throw new FactImportError(errors);

  const summary: FactImportSummary = {
    rows: rows.length,
    applied: {},
    unchanged: 0,
    keptNewer: 0,
    superseded: 0,
    movesQueued: 0,
  };
  const { chosen, superseded } = newestPerGroup(rows, ids);
  summary.superseded = superseded;
  const stored = await db.execute<StoredFact>(
    sql`select attraction_id, fact_group, source, url, to_char(as_of, 'YYYY-MM-DD') as as_of,
          as_of_precision, note, recorded_by from attraction_facts`,
  );
  const storedByKey = new Map(stored.rows.map((f) => [`${f.attraction_id}/${f.fact_group}`, f]));
  const facilities = await facilityIds(db, dataDir);
  for (const { id, row } of chosen) {
    const before = storedByKey.get(`${id}/${row.group}`);
    if (before && sameSource(before, row)) {
      summary.unchanged++;
      continue;
    }
    if (before && isNewer(before, row)) {
      summary.keptNewer++;
      continue;
    }
    if (!(await applyFact(db, id, row, facilities))) {
      summary.unchanged++;
      continue;
    }
    if (row.group === 'status') {
      if ((row.value as { state: string }).state === 'moved') {
        summary.movesQueued += await queueMove(db, id, row);
      }
    } else {
      await recordSource(db, id, row);
    }
    summary.applied[row.group] = (summary.applied[row.group] ?? 0) + 1;
  }
  return summary;
}

async function recordSource(db: Db, attractionId: number, row: FactRow) {
  const values = {
    attractionId,
    factGroup: row.group,
    source: row.source,
    url: row.url ?? null,
    asOf: row.asOf,
    asOfPrecision: row.asOfPrecision,
    note: row.note ?? null,
    recordedBy: row.recordedBy,
    recordedAt: new Date(`${row.recordedOn}T12:00:00Z`),
  };
  await db
    .insert(attractionFacts)
    .values(values)
    .onConflictDoUpdate({
      target: [attractionFacts.attractionId, attractionFacts.factGroup],
      set: values,
    });
}

/** A move is for a moderator to place: a report in the queue, once per place. */
async function queueMove(db: Db, attractionId: number, row: FactRow): Promise<number> {
  const reference = `FACTS-MOVE-${attractionId}`;
  const to = (row.value as { to?: string }).to;
  const inserted = await db
    .insert(reports)
    .values({
      reference,
      attractionId,
      reason: 'location',
      details:
        `Moved${to ? ` to ${to}` : ''} (${row.url ?? row.source}, ${row.asOf}). ${row.note ?? ''}`
          .trim()
          .slice(0, 1000),
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return inserted.length;
}

/** The summary as lines for a terminal or a log. */
export function formatFactSummary(summary: FactImportSummary): string {
  const applied = Object.entries(summary.applied)
    .map(([group, count]) => `${group} ${count}`)
    .join(', ');
  return [
    `  rows       ${summary.rows}`,
    `  applied    ${applied || 'none'}`,
    `  unchanged  ${summary.unchanged}`,
    `  kept a newer fact already recorded: ${summary.keptNewer}`,
    `  superseded by a newer row for the same place: ${summary.superseded}`,
    `  moves queued for a moderator: ${summary.movesQueued}`,
  ].join('\n');
}
