// Who a verified venue is (decision 161): its requests carry the session token the claim's link
// gave, in the `venue-session` header. Only the token's hash is stored, it is scoped to one place
// and it never opens anything an admin token does: the management routes never read it.
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { VENUE_MESSAGES, VENUE_SESSION_HEADER } from '../../../../contract/venue.js';
import { venueClaims } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';
import type { Actor } from '../route-support.js';
import { emailTokenHash } from '../../../mail/email-tokens.js';

export interface Venue {
  claimId: number;
  attractionId: number;
  email: string;
  sessionExpiresAt: Date;
}

/** The audit trail names a venue by the address it verified. */
export const venueActor = (email: string): Actor => ({ adminUserId: null, name: `venue:${email}` });

export async function requireVenue(request: FastifyRequest): Promise<Venue> {
  const header = request.headers[VENUE_SESSION_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) {
    throw new HttpError(401, VENUE_MESSAGES.sessionInvalid);
  }
  const [claim] = await request.server.database.db
    .select()
    .from(venueClaims)
    .where(
      and(
        eq(venueClaims.sessionTokenHash, emailTokenHash(token)),
        isNotNull(venueClaims.verifiedAt),
        gt(venueClaims.sessionExpiresAt, request.server.clock.now()),
      ),
    );
  if (!claim?.sessionExpiresAt) throw new HttpError(401, VENUE_MESSAGES.sessionInvalid);
  return {
    claimId: claim.id,
    attractionId: claim.attractionId,
    email: claim.email,
    sessionExpiresAt: claim.sessionExpiresAt,
  };
}
