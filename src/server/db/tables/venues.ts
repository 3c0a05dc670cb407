// Places that keep their own listing (decision 161): a claim verified by a link mailed
// to an address on the place's own website domain, the changes the verified venue proposes (one
// row per group, stored as a diff for a moderator), and the photos uploaded for a place.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admin.js';
import { attractions } from './attractions.js';

export const venueClaims = pgTable(
  'venue_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** sha256 of the token in the mailed link; never the token. Cleared once used. */
    linkTokenHash: text('link_token_hash'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    /** A moderator who sent the link by hand (a place without a website), or null. */
    issuedBy: text('issued_by'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** sha256 of the venue session token the verified link gave; never the token. */
    sessionTokenHash: text('session_token_hash'),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('venue_claims_link_token_hash_key').on(t.linkTokenHash),
    uniqueIndex('venue_claims_session_token_hash_key').on(t.sessionTokenHash),
    index('venue_claims_attraction_idx').on(t.attractionId),
  ],
);

export const attractionPhotos = pgTable(
  'attraction_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    /** `proposed` by a venue (awaits a moderator), `published`, or `rejected`. */
    status: text('status').notNull(),
    /** The folder name of its files under PHOTO_DIR: changes whenever the picture does. */
    fileKey: text('file_key').notNull(),
    /** The widths made, ascending (each as AVIF and WebP), and the JPEG fallback's width. */
    widths: jsonb('widths').$type<number[]>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A tiny blurred WebP as a data: URL, shown while the picture loads. */
    placeholder: text('placeholder').notNull(),
    altText: text('alt_text').notNull(),
    credit: text('credit').notNull(),
    licence: text('licence').notNull(),
    /** Who gave it: a moderator's username or `venue:<address>`. */
    givenBy: text('given_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('attraction_photos_attraction_idx').on(t.attractionId, t.status),
    check('attraction_photos_status', sql`${t.status} in ('proposed', 'published', 'rejected')`),
  ],
);

export const venueProposals = pgTable(
  'venue_proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id')
      .notNull()
      .references(() => venueClaims.id, { onDelete: 'cascade' }),
    /** One of the contract's VENUE_PROPOSAL_GROUPS. */
    proposalGroup: text('proposal_group').notNull(),
    /** The group's fields as stored when proposed, and as proposed: the diff a moderator reads. */
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    photoId: integer('photo_id').references(() => attractionPhotos.id, { onDelete: 'cascade' }),
    /** `pending`, `approved`, `rejected` or `superseded` (a newer proposal for the same group). */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('venue_proposals_status_idx').on(t.status, t.createdAt),
    check(
      'venue_proposals_status',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'superseded')`,
    ),
  ],
);
