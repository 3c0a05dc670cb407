// How well known a basic listing is, 0 (little known) to 3 (national fame), from what its source
// says: Mapping Museums' size band and Castlemap's fame rank. One weight of the Recommended order
// (decision 117); the bands are in that decision.
import type { CastleFacts, MuseumFacts } from './source-records.js';

const MUSEUM_SIZES: Record<NonNullable<MuseumFacts['size']>, number> = {
  huge: 3,
  large: 2,
  medium: 1,
  small: 0,
};

/** Fame ranks at or under each bound, best first: the top ~100, ~500 and ~1,500 castles worldwide. */
const FAME_BANDS: readonly [maxRank: number, renown: number][] = [
  [100, 3],
  [500, 2],
  [1500, 1],
];

export function renownOf(facts: MuseumFacts | CastleFacts): number {
  if (facts.kind === 'museum') return facts.size === null ? 0 : MUSEUM_SIZES[facts.size];
  const rank = facts.fameRank;
  if (rank === null) return 0;
  return FAME_BANDS.find(([maxRank]) => rank <= maxRank)?.[1] ?? 0;
}
