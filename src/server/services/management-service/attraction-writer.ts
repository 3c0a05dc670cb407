// Saves an attraction and everything hanging off it (categories, facilities and their types,
// group memberships) in one transaction, with its audit event: a save is whole or not at all.
import { eq } from 'drizzle-orm';
import type { Attraction } from '../../../contract/attraction.js';
import type { NormalisedAttractionInput } from '../../../contract/attraction-input-normalised.js';
import { notices } from '../../../contract/messages.js';
import { loadAttractions } from '../../db/load-attractions.js';
import type { Db } from '../../db/database.js';
import { attractions } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { ATTRACTION_AUDIT_IGNORE, diffRecords, recordAudit } from './audit.js';
import { familyFactColumns } from './family-fact-columns.js';
import { writeFactRecords } from './fact-records.js';
import { withFreshReferenceNumber } from './reference-numbers.js';
import { type Actor, type Tx } from './route-support.js';
import { describeStatus } from './status-transitions.js';
import { resolveReferences } from './attraction-references.js';
import { columnsOf, replaceRelations, type SaveMode } from './attraction-rows.js';

export interface SaveOptions {
  actor: Actor;
  now: Date;
  /**
   * Facilities the body named without a state (the manage-social update sends name and types
   * only): they keep their stored state instead of the contract's default YES.
   */
  keepStoredStateOf?: ReadonlySet<string>;
  /** The audit trail's name for the save ('update' by default; a venue proposal approved…). */
  auditAction?: string;
}

async function loadOne(tx: Tx, id: number): Promise<Attraction> {
  const [attraction] = await loadAttractions(tx, [id], { includeReferenceNumber: true });
  if (!attraction) throw new Error(`attraction ${id} vanished inside its own transaction`);
  return attraction;
}

/** SPEC §4: creating or submitting sets awaiting review true, approved false, live false. */
const NEW_STATUS = {
  isAwaitingAdminReview: true,
  isApproved: false,
  isLive: false,
  isRejected: false,
};

/** Admin create (mode 'admin') or public submission (mode 'visitor', with a reference number). */
export async function createAttraction(
  db: Db,
  input: NormalisedAttractionInput,
  mode: SaveMode,
  { actor, now }: SaveOptions,
): Promise<Attraction> {
  return db.transaction(async (tx) => {
    const refs = await resolveReferences(tx, input);
    const family = familyFactColumns(input, null, mode, actor, now);
    const values = {
      ...columnsOf(input, refs, mode),
      ...family.columns,
      ...NEW_STATUS,
      isUserSubmitted: mode === 'visitor',
      createdAt: now,
      updatedAt: now,
    };
    let id: number;
    if (mode === 'visitor') {
      ({ result: id } = await withFreshReferenceNumber(async (referenceNumber) => {
        const [row] = await tx
          .insert(attractions)
          .values({ ...values, referenceNumber })
          .onConflictDoNothing({ target: attractions.referenceNumber })
          .returning({ id: attractions.id });
        return row?.id ?? null;
      }));
    } else {
      const [row] = await tx.insert(attractions).values(values).returning({ id: attractions.id });
      if (!row) throw new Error('insert returned no row');
      id = row.id;
    }
    await replaceRelations(tx, id, refs);
    await writeFactRecords(tx, id, family.facts);
    const created = await loadOne(tx, id);
    await recordAudit(tx, {
      actor,
      entityType: 'attraction',
      entityKey: id,
      action: mode === 'visitor' ? 'submit' : 'create',
      changes: diffRecords(null, created, ATTRACTION_AUDIT_IGNORE),
      at: now,
    });
    return created;
  });
}

/** Which row an update targets: an attraction by id (admin) or a submission by reference. */
export type UpdateTarget = { id: number } | { referenceNumber: string };

/**
 * A full save. A submission by reference saves only while it awaits review (SPEC §4); after
 * approval or rejection the answer is 409 and nothing changes.
 */
export async function updateAttraction(
  db: Db,
  target: UpdateTarget,
  input: NormalisedAttractionInput,
  mode: SaveMode,
  { actor, now, keepStoredStateOf, auditAction }: SaveOptions,
): Promise<Attraction> {
  const bySubmission = 'referenceNumber' in target;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: attractions.id,
        isLive: attractions.isLive,
        isApproved: attractions.isApproved,
        isAwaitingAdminReview: attractions.isAwaitingAdminReview,
        isRejected: attractions.isRejected,
      })
      .from(attractions)
      .where(
        bySubmission
          ? eq(attractions.referenceNumber, target.referenceNumber)
          : eq(attractions.id, target.id),
      )
      .for('update');
    if (!row)
      throw new HttpError(
        404,
        bySubmission ? notices.submissionNotFound : notices.attractionNotFound,
      );
    if (bySubmission && !row.isAwaitingAdminReview) {
      throw new HttpError(
        409,
        `This submission is ${describeStatus(row).replace(/^already /, '')} and can no longer be changed.`,
      );
    }

    const before = await loadOne(tx, row.id);
    let saved = input;
    if (keepStoredStateOf && keepStoredStateOf.size > 0) {
      const stored = new Map(before.facilities.map((f) => [f.name, f.state]));
      saved = {
        ...input,
        facilities: input.facilities.map((f) =>
          keepStoredStateOf.has(f.name) && stored.has(f.name)
            ? { ...f, state: stored.get(f.name)! }
            : f,
        ),
      };
    }
    const refs = await resolveReferences(tx, saved);
    const family = familyFactColumns(saved, before, mode, actor, now);
    await tx
      .update(attractions)
      .set({ ...columnsOf(saved, refs, mode), ...family.columns, updatedAt: now })
      .where(eq(attractions.id, row.id));
    await replaceRelations(tx, row.id, refs);
    await writeFactRecords(tx, row.id, family.facts);
    const after = await loadOne(tx, row.id);
    await recordAudit(tx, {
      actor,
      entityType: 'attraction',
      entityKey: row.id,
      action: auditAction ?? (bySubmission ? 'updateSubmission' : 'update'),
      changes: diffRecords(before, after, ATTRACTION_AUDIT_IGNORE),
      at: now,
    });
    return after;
  });
}

/** Overwrites some columns of one attraction (Google Place data), audited like a save. */
export async function patchAttractionColumns(
  db: Db,
  id: number,
  columns: Partial<typeof attractions.$inferInsert>,
  action: string,
  { actor, now }: SaveOptions,
): Promise<Attraction> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: attractions.id })
      .from(attractions)
      .where(eq(attractions.id, id))
      .for('update');
    if (!row) throw new HttpError(404, notices.attractionNotFound);
    const before = await loadOne(tx, id);
    await tx
      .update(attractions)
      .set({ ...columns, updatedAt: now })
      .where(eq(attractions.id, id));
    const after = await loadOne(tx, id);
    await recordAudit(tx, {
      actor,
      entityType: 'attraction',
      entityKey: id,
      action,
      changes: diffRecords(before, after, ATTRACTION_AUDIT_IGNORE),
      at: now,
    });
    return after;
  });
}
