// What moderators act on: when facts were last checked, visitors' reports, and the
// idempotency keys of public submissions.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admin.js';
import { attractions } from './attractions.js';

/**
 * When each attraction was last checked by a moderator, as a whole ('whole') and per fact group
 * (hours, prices, access, contact). No row means never checked: dates are never invented.
 */
export const attractionChecks = pgTable(
  'attraction_checks',
  {
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    factGroup: text('fact_group').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    checkedBy: text('checked_by').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attractionId, t.factGroup] }),
    index('attraction_checks_group_checked_idx').on(t.factGroup, t.checkedAt),
    check(
      'attraction_checks_fact_group',
      sql`${t.factGroup} in ('whole', 'hours', 'prices', 'access', 'contact')`,
    ),
  ],
);

/**
 * Where each group of an attraction's family facts came from and when (decision 109): one row
 * per attraction and group, written by the editors, the import of data/facts/ and the venue.
 * No row means the group has no source: it is shown as not checked.
 */
export const attractionFacts = pgTable(
  'attraction_facts',
  {
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    factGroup: text('fact_group').notNull(),
    source: text('source').notNull(),
    url: text('url'),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    asOfPrecision: text('as_of_precision').notNull(),
    note: text('note'),
    /** The moderator's username, the import's `recordedBy`, or null for a visitor. */
    recordedBy: text('recorded_by'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attractionId, t.factGroup] }),
    index('attraction_facts_group_as_of_idx').on(t.factGroup, t.asOf),
    check(
      'attraction_facts_group',
      sql`${t.factGroup} in ('hours', 'access', 'prices', 'suitability', 'essentials')`,
    ),
    check(
      'attraction_facts_source',
      sql`${t.source} in ('website', 'published', 'venue', 'visitor', 'moderator', 'open-data')`,
    ),
    check(
      'attraction_facts_as_of_precision',
      sql`${t.asOfPrecision} in ('day', 'month', 'year', 'stored')`,
    ),
    check(
      'attraction_facts_url_needed',
      sql`${t.url} is not null or ${t.source} in ('venue', 'visitor', 'moderator')`,
    ),
  ],
);

/** Visitors' "Were these opening times right? Yes / No" answers (decision 112). */
export const factConfirmations = pgTable(
  'fact_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    factGroup: text('fact_group').notNull(),
    correct: boolean('correct').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fact_confirmations_attraction_idx').on(t.attractionId, t.factGroup, t.createdAt),
    check(
      'fact_confirmations_group',
      sql`${t.factGroup} in ('hours', 'access', 'prices', 'suitability', 'essentials')`,
    ),
  ],
);

/** Problems visitors report about a place (decision 067). Nothing public changes until a moderator acts. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    attractionId: integer('attraction_id')
      .notNull()
      .references(() => attractions.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull(),
    email: text('email'),
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    closedByAdminId: integer('closed_by_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // The form's Idempotency-Key and a hash of the body it came with: a double submit answers
    // the first report again, a reused key with another body is refused.
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reference_key').on(t.reference),
    uniqueIndex('reports_idempotency_key_key').on(t.idempotencyKey),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_attraction_idx').on(t.attractionId),
    check(
      'reports_reason',
      sql`${t.reason} in ('closed', 'hours', 'prices', 'access', 'suitability', 'essentials', 'contact', 'location', 'other')`,
    ),
    check('reports_status', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    check('reports_details_length', sql`char_length(${t.details}) between 1 and 1000`),
  ],
);

/**
 * Idempotency-Key of public submissions (submission-idempotency.ts): the first request with a key
 * claims its row, and a repeat answers with the submission that request made.
 */
export const submissionRequests = pgTable('submission_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  // SHA-256 of the body: the same key with a different submission is refused, not replayed.
  bodyHash: text('body_hash').notNull(),
  // Null while the first request is still being stored.
  attractionId: integer('attraction_id').references(() => attractions.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
