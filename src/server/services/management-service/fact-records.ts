// Writes the source of each fact group a save changed (decision 109): one row per attraction and
// group, the newest replacing the one before.
import { sql } from 'drizzle-orm';
import { attractionFacts } from '../../db/schema.js';
import type { FactRecord } from './family-fact-columns.js';
import type { Tx } from './route-support.js';

export async function writeFactRecords(
  tx: Tx,
  attractionId: number,
  facts: readonly FactRecord[],
): Promise<void> {
  if (facts.length === 0) return;
  await tx
    .insert(attractionFacts)
    .values(facts.map((fact) => ({ ...fact, attractionId })))
    .onConflictDoUpdate({
      target: [attractionFacts.attractionId, attractionFacts.factGroup],
      set: {
        source: sql`excluded.source`,
        url: sql`excluded.url`,
        asOf: sql`excluded.as_of`,
        asOfPrecision: sql`excluded.as_of_precision`,
        note: sql`excluded.note`,
        recordedBy: sql`excluded.recorded_by`,
        recordedAt: sql`excluded.recorded_at`,
      },
    });
}
