// The open-data import from files to database (decision 006): read data/open/, plan, apply.
// Runs inside the seed of a new database and on its own (`npm run import:open-data`, cli.ts).
import path from 'node:path';
import type { Db } from '../database.js';
import {
  applyImportPlan,
  handWrittenPlaces,
  type ImportProgress,
  type ImportSummary,
} from './import.js';
import { planImport } from './plan.js';
import { readPlanFiles } from './plan-input.js';

/** data/open/ beside the seed catalogue. */
export const openDataDir = (dataDir: string) => path.join(dataDir, 'open');

/**
 * `dataDir` holds regions.json (the regions' areas); the source files are in `openDir`, by
 * default data/open/ (tests pass a folder of small fixture files).
 */
export async function importOpenData(
  db: Db,
  dataDir: string,
  options: { openDir?: string; onProgress?: ImportProgress } = {},
): Promise<ImportSummary> {
  const dir = options.openDir ?? openDataDir(dataDir);
  const plan = planImport({
    ...readPlanFiles(dataDir, dir),
    handWritten: await handWrittenPlaces(db),
  });
  return applyImportPlan(db, plan, options.onProgress);
}

/** The summary as lines for a terminal or a log. */
export function formatImportSummary(summary: ImportSummary): string {
  const skipped = Object.entries(summary.skipped)
    .sort(([, a], [, b]) => (b ?? 0) - (a ?? 0))
    .map(([reason, count]) => `    ${String(count).padStart(5)}  ${SKIP_LABELS[reason] ?? reason}`);
  return [
    `  added      ${summary.added}`,
    `  updated    ${summary.updated}`,
    `  unchanged  ${summary.unchanged}`,
    `  merged     ${summary.merged.handWritten} into hand-written attractions, ${summary.merged.otherSource} into another source's row`,
    `  moderator-edited fields left alone: ${summary.moderatorEditedFields}`,
    `  held back ${summary.heldBackPins} points far from their postcode district (queued as location reports)`,
    `  kept ${summary.regionQueries} places in their county's region though the point lies outside it (queued)`,
    `  skipped    ${Object.values(summary.skipped).reduce((a, b) => a + (b ?? 0), 0)}`,
    ...skipped,
    `  merged pairs (source row → the listing it joined):`,
    ...summary.mergedPairs.map((pair) => `    ${pair}`),
  ].join('\n');
}

const SKIP_LABELS: Record<string, string> = {
  closed: 'closed (the source gives a closing year)',
  closedSinceSnapshot: 'closed since the snapshot (data/open/closures.json)',
  appointmentOnly: 'open by appointment only, not a day out (data/open/closures.json)',
  notUkRegion: 'outside the UK regions (Channel Islands, Isle of Man)',
  demolished: 'demolished (castle screening list)',
  private: 'private or not open to visitors (castle screening list)',
  notACastle: 'not a castle (castle screening list)',
  badCoordinates: 'no usable coordinates',
  outsideRegionArea: "outside every region's area of its nation",
  deletedByModerator: 'deleted by a moderator after an earlier import',
};
