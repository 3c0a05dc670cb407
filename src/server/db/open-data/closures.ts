// Closures and screening since the sources' snapshots (decision 130), from a reviewed
// file, data/open/closures.json: each entry names a source record, what happened (closed for
// good, or open by appointment only: not a day out), where that was published and when. The
// import keeps those rows out with that reason; nothing is guessed from names. The researched
// sweep of the largest listings is still to do: the file holds only findings with a source.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

export const closureEntrySchema = z.object({
  source: z.enum(['mappingmuseums', 'castlemap']),
  recordId: z.string().min(1),
  name: z.string().min(1),
  finding: z.enum(['permanentlyClosed', 'appointmentOnly']),
  /** When it happened, as precisely as the source says: 2022-12 or 2022-12-03. */
  since: z.string().regex(/^\d{4}(-\d{2}){0,2}$/),
  /** The published page that says so; null only while the finding awaits its page. */
  url: z.url().nullable(),
  note: z.string().min(10),
});
export type ClosureEntry = z.infer<typeof closureEntrySchema>;

const closuresFileSchema = z.object({ entries: z.array(closureEntrySchema) });

/** The reviewed findings by `source/recordId`; an absent file means none. */
export function readClosures(file: string): Map<string, ClosureEntry> {
  if (!existsSync(file)) return new Map();
  const { entries } = closuresFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return new Map(entries.map((entry) => [`${entry.source}/${entry.recordId}`, entry]));
}
