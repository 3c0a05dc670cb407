// The open-data import from files to database (decision 006): read data/open/, plan, apply.
// Runs inside the seed of a new database and on its own (`npm run import:open-data`, cli.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../database.js';
import { seedRegionSchema } from '../seed/seed-files.js';
import {
  applyImportPlan,
  handWrittenPlaces,
  type ImportProgress,
  type ImportSummary,
} from './import.js';
import { planImport } from './plan.js';
import { castleExclusionsFrom } from './screening.js';
import { OPEN_DATA_FILES, readSourceRecords } from './source-records.js';

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
  const regionList = z
    .array(seedRegionSchema)
    .parse(JSON.parse(readFileSync(path.join(dataDir, 'regions.json'), 'utf8')));
  const plan = planImport({
    records: readSourceRecords(dir),
    castleExclusions: castleExclusionsFrom(
      readFileSync(path.join(dir, OPEN_DATA_FILES.castleScreening), 'utf8'),
    ),
    regions: new Map(regionList.map((region) => [region.regionName, region])),
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
    `  skipped    ${Object.values(summary.skipped).reduce((a, b) => a + (b ?? 0), 0)}`,
    ...skipped,
  ].join('\n');
}

const SKIP_LABELS: Record<string, string> = {
  closed: 'closed (the source gives a closing year)',
  notUkRegion: 'outside the UK regions (Channel Islands, Isle of Man)',
  demolished: 'demolished (castle screening list)',
  private: 'private or not open to visitors (castle screening list)',
  notACastle: 'not a castle (castle screening list)',
  badCoordinates: 'no usable coordinates',
  outsideRegionArea: "outside every region's area of its nation",
  deletedByModerator: 'deleted by a moderator after an earlier import',
};
