// What goes in (decision 006): open places in the four UK nations that a family can visit.
// Museums carry their own closure year; castles are screened by a list reviewed by hand
// (data/open/castlemap-screening.json), because the source does not say which are demolished or
// private.
import type { ClosureEntry } from './closures.js';
import type { SourceRecord } from './source-records.js';

export type ScreenReason =
  | 'closed'
  | 'closedSinceSnapshot'
  | 'appointmentOnly'
  | 'notUkRegion'
  | 'demolished'
  | 'private'
  | 'notACastle'
  | 'badCoordinates';

export interface CastleExclusion {
  qid: string;
  name: string;
  reason: 'demolished' | 'private' | 'not-a-castle';
  note: string;
}

const UK_NATIONS = new Set(['England', 'Scotland', 'Wales', 'Northern Ireland']);
const CASTLE_REASONS: Record<CastleExclusion['reason'], ScreenReason> = {
  demolished: 'demolished',
  private: 'private',
  'not-a-castle': 'notACastle',
};

/** Why a record stays out, or null when it may go in. */
export function screenRecord(
  record: SourceRecord,
  castleExclusions: ReadonlyMap<string, CastleExclusion>,
  closures: ReadonlyMap<string, ClosureEntry> = new Map(),
): ScreenReason | null {
  const closure = closures.get(`${record.source}/${record.recordId}`);
  if (closure)
    return closure.finding === 'appointmentOnly' ? 'appointmentOnly' : 'closedSinceSnapshot';
  if (!UK_NATIONS.has(record.nation)) return 'notUkRegion';
  if (!Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) {
    return 'badCoordinates';
  }
  if (record.facts.kind === 'museum' && !record.facts.isOpen) return 'closed';
  if (record.source === 'castlemap') {
    const exclusion = castleExclusions.get(record.recordId);
    if (exclusion) return CASTLE_REASONS[exclusion.reason];
  }
  return null;
}

export function castleExclusionsFrom(json: string): Map<string, CastleExclusion> {
  const parsed = JSON.parse(json) as { excluded: CastleExclusion[] };
  return new Map(parsed.excluded.map((entry) => [entry.qid, entry]));
}
