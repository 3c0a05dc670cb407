// Pairs of rows a person found to be one day out where the matching rules (decision 131) cannot
// tell (decision 183): a museum's old and new names at one address, a collection shown inside
// another place, a joint brand of two museums. From a reviewed file, data/open/same-places.json:
// each entry names the row that merges and the listing it merges into (a hand-written place by
// its name, or another source row), with the reason. Nothing is guessed from names here.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

const sourceKey = z.object({
  source: z.enum(['mappingmuseums', 'castlemap']),
  recordId: z.string().min(1),
});

export const samePlaceEntrySchema = sourceKey.extend({
  name: z.string().min(1),
  /** The listing kept: a hand-written place (`seed`, its exact name) or another source row. */
  into: z.union([z.object({ seed: z.string().min(1) }), sourceKey]),
  reason: z.string().min(20).max(300),
});
export type SamePlaceEntry = z.infer<typeof samePlaceEntrySchema>;

const samePlacesFileSchema = z.object({ entries: z.array(samePlaceEntrySchema) });

/** The reviewed pairs by `source/recordId` of the row that merges; an absent file means none. */
export function readSamePlaces(file: string): Map<string, SamePlaceEntry> {
  if (!existsSync(file)) return new Map();
  const { entries } = samePlacesFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return new Map(entries.map((entry) => [`${entry.source}/${entry.recordId}`, entry]));
}
