// Which key the seeded catalogue shows a place under (decision 114): a hand-written place as
// `seed:<name>`; an open-data record as itself, or as the listing it merged into (decision 130:
// the hand-written record wins, then Mapping Museums); a record the import leaves out (screened,
// closed, outside its region) is not shown. Planned from the same files and code as the seed.
import path from 'node:path';
import { readSeedCatalogue } from '../seed/seed-files.js';
import { planImport } from '../open-data/plan.js';
import { readPlanFiles } from '../open-data/plan-input.js';
import type { PlaceResolution } from './tidy-facts.js';

export function catalogueKeys(dataDir: string): (place: string) => PlaceResolution {
  const files = readPlanFiles(dataDir, path.join(dataDir, 'open'));
  const handWritten = readSeedCatalogue(dataDir).attractions;
  const plan = planImport({
    ...files,
    handWritten: handWritten.map((place, i) => ({ ...place, id: i + 1 })),
  });
  const shown = new Map<string, PlaceResolution>();
  for (const place of handWritten)
    shown.set(`seed:${place.name}`, { shownAs: `seed:${place.name}` });
  for (const { source, recordId } of plan.attractions) {
    shown.set(`${source}:${recordId}`, { shownAs: `${source}:${recordId}` });
  }
  for (const merge of plan.merges) {
    const into =
      'attractionId' in merge.into
        ? `seed:${handWritten[merge.into.attractionId - 1]!.name}`
        : `${merge.into.source}:${merge.into.recordId}`;
    shown.set(`${merge.source}:${merge.recordId}`, { shownAs: into });
  }
  for (const { source, recordId, reason } of plan.skipped) {
    shown.set(`${source}:${recordId}`, { hidden: `left out by the import (${reason})` });
  }
  return (place) => shown.get(place) ?? { hidden: 'no such place in data/' };
}
