// A venue's proposals (decision 162): stored group by group as a diff, decided by a moderator one
// group at a time. An approval saves through the moderators' own writer, stamping the group's
// facts `venue`; a venue never writes the listing itself.
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { NormalisedAttractionInput } from '../../../../contract/attraction-input-normalised.js';
import { londonToday } from '../../../../contract/london-time.js';
import { notices } from '../../../../contract/messages.js';
import { isoDate } from '../../../../contract/opening-hours.js';
import {
  VENUE_MESSAGES,
  type VenueProposal,
  type VenueProposalGroup,
  type VenueProposalStatus,
} from '../../../../contract/venue.js';
import { loadAttractions } from '../../../db/load-attractions.js';
import type { Db } from '../../../db/database.js';
import { attractionPhotos, attractions, venueClaims, venueProposals } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';
import { updateAttraction } from '../attraction-writer.js';
import { diffRecords, recordAudit } from '../audit.js';
import type { Actor, Executor } from '../route-support.js';
import {
  changedGroups,
  FACT_GROUP_OF,
  storedInput,
  withGroup,
  type FieldGroup,
} from './proposal-groups.js';
import { venueActor, type Venue } from './venue-session.js';

async function storedListing(db: Executor, attractionId: number) {
  const [attraction] = await loadAttractions(db, [attractionId]);
  if (!attraction) throw new HttpError(404, notices.attractionNotFound);
  return attraction;
}

/** Stores a proposal row (a newer one for the same group supersedes the older) and audits it. */
async function insertProposal(
  tx: Executor,
  venue: Venue,
  change: { group: VenueProposalGroup; before: object; after: object; photoId?: number },
  now: Date,
): Promise<number> {
  await tx
    .update(venueProposals)
    .set({ status: 'superseded', decidedAt: now })
    .where(
      and(
        eq(venueProposals.attractionId, venue.attractionId),
        eq(venueProposals.proposalGroup, change.group),
        eq(venueProposals.status, 'pending'),
        // Photos are each their own proposal: a second photo does not replace the first.
        ...(change.group === 'photo' ? [eq(venueProposals.id, -1)] : []),
      ),
    );
  const [row] = await tx
    .insert(venueProposals)
    .values({
      attractionId: venue.attractionId,
      claimId: venue.claimId,
      proposalGroup: change.group,
      before: change.before as Record<string, unknown>,
      after: change.after as Record<string, unknown>,
      photoId: change.photoId ?? null,
      createdAt: now,
    })
    .returning({ id: venueProposals.id });
  await recordAudit(tx, {
    actor: venueActor(venue.email),
    entityType: 'attraction',
    entityKey: venue.attractionId,
    action: 'venueProposal',
    changes: diffRecords({ [change.group]: change.before }, { [change.group]: change.after }),
    at: now,
  });
  return row!.id;
}

/** The groups a venue's full editor body changes, stored as proposals; 400 when none. */
export async function proposeChanges(
  db: Db,
  venue: Venue,
  proposed: NormalisedAttractionInput,
  now: Date,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const stored = storedInput(await storedListing(tx, venue.attractionId));
    const changes = changedGroups(proposed, stored);
    if (changes.length === 0) throw new HttpError(400, VENUE_MESSAGES.nothingChanged);
    const ids: number[] = [];
    for (const change of changes) ids.push(await insertProposal(tx, venue, change, now));
    return ids;
  });
}

/** A photo a venue uploaded, as a proposal of its own. */
export async function proposePhoto(
  db: Db,
  venue: Venue,
  photo: { id: number; altText: string; credit: string; licence: string },
  now: Date,
): Promise<number> {
  return db.transaction((tx) =>
    insertProposal(
      tx,
      venue,
      {
        group: 'photo',
        before: {},
        after: {
          photoId: photo.id,
          altText: photo.altText,
          credit: photo.credit,
          licence: photo.licence,
        },
        photoId: photo.id,
      },
      now,
    ),
  );
}

/** The moderators' queue: one status, newest first, for every place or one. */
export function listProposals(
  db: Db,
  status: VenueProposalStatus,
  attractionId?: number,
): Promise<VenueProposal[]> {
  return proposalRows(
    db,
    and(
      eq(venueProposals.status, status),
      ...(attractionId ? [eq(venueProposals.attractionId, attractionId)] : []),
    ),
  );
}

/**
 * What a verified venue has sent for its place, in every state, newest first: the proposals made
 * with its own address (a colleague's address stays theirs), so the venue sees what is decided.
 */
export function listVenueProposals(db: Db, venue: Venue): Promise<VenueProposal[]> {
  return proposalRows(
    db,
    and(eq(venueProposals.attractionId, venue.attractionId), eq(venueClaims.email, venue.email)),
  );
}

async function proposalRows(db: Db, where: SQL | undefined): Promise<VenueProposal[]> {
  const rows = await db
    .select({
      proposal: venueProposals,
      attractionName: attractions.name,
      email: venueClaims.email,
    })
    .from(venueProposals)
    .innerJoin(attractions, eq(attractions.id, venueProposals.attractionId))
    .innerJoin(venueClaims, eq(venueClaims.id, venueProposals.claimId))
    .where(where)
    .orderBy(desc(venueProposals.createdAt), desc(venueProposals.id))
    .limit(200);
  return rows.map(({ proposal, attractionName, email }) => ({
    id: proposal.id,
    attractionId: proposal.attractionId,
    attractionName,
    group: proposal.proposalGroup as VenueProposalGroup,
    before: proposal.before,
    after: proposal.after,
    status: proposal.status as VenueProposalStatus,
    proposedBy: email,
    createdAt: proposal.createdAt.toISOString(),
    decidedAt: proposal.decidedAt?.toISOString() ?? null,
  }));
}

/** Marks a pending proposal decided; 404 unknown, 409 already decided. */
async function claimPending(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  now: Date,
  by: Actor,
) {
  const [row] = await db
    .update(venueProposals)
    .set({ status, decidedAt: now, decidedBy: by.adminUserId })
    .where(and(eq(venueProposals.id, id), eq(venueProposals.status, 'pending')))
    .returning();
  if (row) return row;
  const [exists] = await db
    .select({ id: venueProposals.id })
    .from(venueProposals)
    .where(eq(venueProposals.id, id));
  throw exists
    ? new HttpError(409, VENUE_MESSAGES.proposalNotPending)
    : new HttpError(404, 'No matching proposal could be found.');
}

/** Approves one group: the moderators' writer saves it, its facts stamped `venue` as of today. */
export async function approveProposal(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  const proposal = await claimPending(db, id, 'approved', now, actor);
  try {
    if (proposal.proposalGroup === 'photo') {
      await db.transaction(async (tx) => {
        await tx
          .update(attractionPhotos)
          .set({ status: 'published', decidedAt: now })
          .where(eq(attractionPhotos.id, proposal.photoId!));
        await recordAudit(tx, {
          actor,
          entityType: 'attraction',
          entityKey: proposal.attractionId,
          action: 'approveVenueProposal',
          changes: { photo: { before: null, after: proposal.after } },
          at: now,
        });
      });
      return;
    }
    const group = proposal.proposalGroup as FieldGroup;
    const stored = storedInput(await storedListing(db, proposal.attractionId));
    const input = withGroup(stored, group, proposal.after);
    const factGroup = FACT_GROUP_OF[group];
    if (factGroup) {
      input.factSources = {
        [factGroup]: { source: 'venue', url: null, asOf: isoDate(londonToday(now)) },
      };
    }
    await updateAttraction(db, { id: proposal.attractionId }, input, 'admin', {
      actor,
      now,
      auditAction: 'approveVenueProposal',
    });
  } catch (error) {
    // Nothing was saved: the proposal waits for another try.
    await db
      .update(venueProposals)
      .set({ status: 'pending', decidedAt: null, decidedBy: null })
      .where(eq(venueProposals.id, id));
    throw error;
  }
}

/** Rejects one group; a rejected photo's row stays (the audit names it), its files go. */
export async function rejectProposal(
  db: Db,
  id: number,
  actor: Actor,
  now: Date,
): Promise<{ photoId: number | null }> {
  const proposal = await claimPending(db, id, 'rejected', now, actor);
  await db.transaction(async (tx) => {
    if (proposal.photoId) {
      await tx
        .update(attractionPhotos)
        .set({ status: 'rejected', decidedAt: now })
        .where(inArray(attractionPhotos.id, [proposal.photoId]));
    }
    await recordAudit(tx, {
      actor,
      entityType: 'attraction',
      entityKey: proposal.attractionId,
      action: 'rejectVenueProposal',
      changes: { [proposal.proposalGroup]: { before: proposal.before, after: null } },
      at: now,
    });
  });
  return { photoId: proposal.photoId };
}
