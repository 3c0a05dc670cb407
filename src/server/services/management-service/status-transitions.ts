// SPEC §4's status actions. Each runs in one transaction: lock the row, then an atomic
// conditional UPDATE ... WHERE <the state the action applies to> RETURNING. Two admins approving
// the same submission at once cannot both win: the second finds the row no longer awaiting
// review and gets a 409 naming the state it is in (decision 020).
import { and, eq, ne, not, type SQL } from 'drizzle-orm';
import type { Attraction } from '../../../contract/attraction.js';
import { notices } from '../../../contract/messages.js';
import { loadAttractions } from '../../db/load-attractions.js';
import type { Db } from '../../db/database.js';
import { attractions } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { ATTRACTION_AUDIT_IGNORE, diffRecords, recordAudit } from './audit.js';
import { type Actor } from './route-support.js';

export interface StatusFlags {
  isLive: boolean;
  isApproved: boolean;
  isAwaitingAdminReview: boolean;
  isRejected: boolean;
  closureState?: string;
}

export const STATUS_ACTIONS = [
  'approve',
  'reject',
  'undoReject',
  'deactivate',
  'activate',
] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

interface Transition {
  /** The state the action applies to, as SQL for the conditional UPDATE. */
  appliesTo: SQL;
  /** The flags after the action. */
  set: Partial<StatusFlags>;
  /** '... cannot be approved: it is rejected.' */
  refusal: string;
}

const TRANSITIONS: Record<StatusAction, Transition> = {
  // Approve: live true, approved true, awaiting review false.
  approve: {
    appliesTo: eq(attractions.isAwaitingAdminReview, true),
    set: { isLive: true, isApproved: true, isAwaitingAdminReview: false, isRejected: false },
    refusal: 'cannot be approved',
  },
  // Reject: approved false, awaiting review false (and never live; rejected is its own flag).
  reject: {
    appliesTo: eq(attractions.isAwaitingAdminReview, true),
    set: { isLive: false, isApproved: false, isAwaitingAdminReview: false, isRejected: true },
    refusal: 'cannot be rejected',
  },
  // Undo Reject: approved true, awaiting review false, live true.
  undoReject: {
    appliesTo: eq(attractions.isRejected, true),
    set: { isLive: true, isApproved: true, isAwaitingAdminReview: false, isRejected: false },
    refusal: 'cannot have its rejection undone',
  },
  // Deactivate: live false; it stays approved, so the page offers Reactivate.
  deactivate: {
    appliesTo: eq(attractions.isLive, true),
    set: { isLive: false },
    refusal: 'cannot be deactivated',
  },
  // Activate / Reactivate: any attraction that is not live and not rejected goes live, approved
  // (a rejected one needs Undo Reject). This is how an admin-created attraction goes live.
  // A permanently closed place comes back by reopening it (decision 067), not by activation.
  activate: {
    appliesTo: and(
      eq(attractions.isLive, false),
      not(attractions.isRejected),
      ne(attractions.closureState, 'permanentlyClosed'),
    )!,
    set: { isLive: true, isApproved: true, isAwaitingAdminReview: false, isRejected: false },
    refusal: 'cannot be activated',
  },
};

/** The state in words, to follow "it is": 'awaiting review', 'approved and live', ... */
export function describeStatus(flags: StatusFlags): string {
  if (flags.isRejected) return 'rejected';
  if (flags.closureState === 'permanentlyClosed') return 'permanently closed (reopen it instead)';
  if (flags.isAwaitingAdminReview) return 'awaiting review';
  if (flags.isLive) return flags.isApproved ? 'already approved and live' : 'already live';
  return flags.isApproved ? 'approved but deactivated (not live)' : 'not live';
}

const flagColumns = {
  isLive: attractions.isLive,
  isApproved: attractions.isApproved,
  isAwaitingAdminReview: attractions.isAwaitingAdminReview,
  isRejected: attractions.isRejected,
};

/** The four status flags alone (the row read also carries the closure state). */
const flagsOf = ({ isLive, isApproved, isAwaitingAdminReview, isRejected }: StatusFlags) => ({
  isLive,
  isApproved,
  isAwaitingAdminReview,
  isRejected,
});

export type StatusSubject = 'attraction' | 'submission';

export async function changeStatus(
  db: Db,
  request: { id: number; action: StatusAction; subject: StatusSubject; actor: Actor; now: Date },
): Promise<Attraction> {
  const { id, action, subject, actor, now } = request;
  const transition = TRANSITIONS[action];
  const onlySubmissions =
    subject === 'submission' ? eq(attractions.isUserSubmitted, true) : undefined;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ...flagColumns, closureState: attractions.closureState })
      .from(attractions)
      .where(and(eq(attractions.id, id), onlySubmissions))
      .for('update');
    if (!current) {
      throw new HttpError(
        404,
        subject === 'submission' ? notices.submissionNotFound : notices.attractionNotFound,
      );
    }
    const [after] = await tx
      .update(attractions)
      .set({ ...transition.set, updatedAt: now })
      .where(and(eq(attractions.id, id), transition.appliesTo))
      .returning(flagColumns);
    if (!after) {
      throw new HttpError(
        409,
        `This ${subject} ${transition.refusal}: it is ${describeStatus(current)}.`,
      );
    }
    await recordAudit(tx, {
      actor,
      entityType: 'attraction',
      entityKey: id,
      action,
      changes: diffRecords(
        { status: flagsOf(current) },
        { status: after },
        ATTRACTION_AUDIT_IGNORE,
      ),
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
