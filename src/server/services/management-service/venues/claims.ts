// Claims (decision 161): a claim stores the hash of a link token and mails the link; following
// it verifies the claim and gives the venue a session token (its hash stored too). Every step is
// in the attraction's audit trail.
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  VENUE_LINK_HOURS,
  VENUE_SESSION_DAYS,
  type VenueSession,
} from '../../../../contract/venue.js';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { attractions, venueClaims } from '../../../db/schema.js';
import { enqueueMail } from '../../../mail/outbox.js';
import { recordAudit } from '../audit.js';
import type { Actor } from '../route-support.js';
import { emailTokenHash, newEmailToken } from '../../../mail/email-tokens.js';
import { venueClaimMail } from './venue-claim-mail.js';
import { venueActor } from './venue-session.js';

const HOUR = 3_600_000;

/** Records a claim and queues its mail, in one transaction; `by` is the claimant or a moderator. */
export async function issueClaim(
  db: Db,
  config: Pick<Config, 'PRODUCT_NAME' | 'PUBLIC_URL'>,
  claim: { attractionId: number; place: string; email: string; by: Actor; issuedBy: string | null },
  now: Date,
): Promise<void> {
  const token = newEmailToken();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(venueClaims)
      .values({
        attractionId: claim.attractionId,
        email: claim.email,
        linkTokenHash: emailTokenHash(token),
        linkExpiresAt: new Date(now.getTime() + VENUE_LINK_HOURS * HOUR),
        issuedBy: claim.issuedBy,
        createdAt: now,
      })
      .returning({ id: venueClaims.id });
    await enqueueMail(
      tx,
      venueClaimMail({
        to: claim.email,
        token,
        place: claim.place,
        productName: config.PRODUCT_NAME,
        publicUrl: config.PUBLIC_URL,
      }),
      now,
    );
    await recordAudit(tx, {
      actor: claim.by,
      entityType: 'attraction',
      entityKey: claim.attractionId,
      action: claim.issuedBy ? 'venueClaimSentByModerator' : 'venueClaimRequested',
      changes: { venueClaim: { before: null, after: { id: row?.id, email: claim.email } } },
      at: now,
    });
  });
}

/** Verifies the claim whose link carried `token`; null when unknown, used or expired. */
export async function verifyClaim(db: Db, token: string, now: Date): Promise<VenueSession | null> {
  const sessionToken = newEmailToken();
  const sessionExpiresAt = new Date(now.getTime() + VENUE_SESSION_DAYS * 24 * HOUR);
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .update(venueClaims)
      .set({
        verifiedAt: now,
        linkTokenHash: null,
        sessionTokenHash: emailTokenHash(sessionToken),
        sessionExpiresAt,
      })
      .where(
        and(
          eq(venueClaims.linkTokenHash, emailTokenHash(token)),
          isNull(venueClaims.verifiedAt),
          gt(venueClaims.linkExpiresAt, now),
        ),
      )
      .returning();
    if (!claim) return null;
    const [place] = await tx
      .select({ name: attractions.name })
      .from(attractions)
      .where(eq(attractions.id, claim.attractionId));
    await recordAudit(tx, {
      actor: venueActor(claim.email),
      entityType: 'attraction',
      entityKey: claim.attractionId,
      action: 'venueClaimVerified',
      changes: { venueClaim: { before: null, after: { id: claim.id, email: claim.email } } },
      at: now,
    });
    return {
      sessionToken,
      expiresAt: sessionExpiresAt.toISOString(),
      attractionId: claim.attractionId,
      attractionName: place?.name ?? '',
      email: claim.email,
    };
  });
}
