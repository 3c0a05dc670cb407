// Recording that a place has closed, temporarily or for good, or has reopened (decision 067).
// One transaction: lock the row, check the move makes sense, write it, audit it. Permanently
// closed places are never live, so every public list, search, related strip and sitemap (all of
// which read live rows only) drops them at once.
import { eq } from 'drizzle-orm';
import type { Attraction } from '../../../contract/attraction.js';
import type { ClosureInput, ClosureState } from '../../../contract/closure.js';
import { notices } from '../../../contract/messages.js';
import { loadAttractions } from '../../db/load-attractions.js';
import type { Db } from '../../db/database.js';
import { attractions } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { ATTRACTION_AUDIT_IGNORE, diffRecords, recordAudit } from './audit.js';
import type { Actor } from './route-support.js';

const AUDIT_ACTIONS: Record<ClosureState, string> = {
  open: 'reopen',
  temporarilyClosed: 'closeTemporarily',
  permanentlyClosed: 'closePermanently',
};

const closureColumns = {
  isLive: attractions.isLive,
  isApproved: attractions.isApproved,
  state: attractions.closureState,
  reopensOn: attractions.closureReopensOn,
  note: attractions.closureNote,
};

type ClosureRow = { isLive: boolean; state: string; reopensOn: string | null; note: string | null };

/** The row as the audit trail names its fields (the wire shape's dotted paths). */
const auditView = (row: ClosureRow) => ({
  closure: { state: row.state, reopensOn: row.reopensOn, note: row.note },
  status: { isLive: row.isLive },
});

export async function setClosure(
  db: Db,
  request: { id: number; input: ClosureInput; actor: Actor; now: Date },
): Promise<Attraction> {
  const { id, input, actor, now } = request;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(closureColumns)
      .from(attractions)
      .where(eq(attractions.id, id))
      .for('update');
    if (!current) throw new HttpError(404, notices.attractionNotFound);
    // Closures are facts about places in the catalogue, not about unreviewed submissions.
    if (!current.isApproved) {
      throw new HttpError(
        409,
        'Only an approved attraction can be marked closed or reopened: review it first.',
      );
    }
    if (input.state === 'open' && current.state === 'open') {
      throw new HttpError(409, 'This attraction is already open.');
    }
    if (input.state === 'permanentlyClosed' && current.state === 'permanentlyClosed') {
      throw new HttpError(409, 'This attraction is already permanently closed.');
    }
    const wasPermanentlyClosed = current.state === 'permanentlyClosed';
    const [after] = await tx
      .update(attractions)
      .set({
        closureState: input.state,
        closureReopensOn: input.state === 'temporarilyClosed' ? input.reopensOn : null,
        closureNote: input.state === 'open' ? null : input.note,
        closedAt: input.state === 'open' ? null : now,
        // Closing for good takes it out of the directory; reopening brings it back.
        ...(input.state === 'permanentlyClosed'
          ? { isLive: false }
          : wasPermanentlyClosed
            ? { isLive: true }
            : {}),
        updatedAt: now,
      })
      .where(eq(attractions.id, id))
      .returning(closureColumns);
    if (!after) throw new Error(`attraction ${id} vanished inside its own transaction`);
    await recordAudit(tx, {
      actor,
      entityType: 'attraction',
      entityKey: id,
      action: AUDIT_ACTIONS[input.state],
      changes: diffRecords(auditView(current), auditView(after), ATTRACTION_AUDIT_IGNORE),
      at: now,
    });
    const [attraction] = await loadAttractions(tx, [id], {
      includeReferenceNumber: true,
      includeCheckedBy: true,
    });
    if (!attraction) throw new Error(`attraction ${id} vanished inside its own transaction`);
    return attraction;
  });
}
