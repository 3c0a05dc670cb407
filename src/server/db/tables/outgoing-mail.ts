// The outbox: every email Daytrip sends is a row here first, so a mail server outage loses
// nothing and never fails the request that caused it (mail/outbox.ts delivers and retries).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is for (signup-confirmation, venue-claim, …): logs and tests read it. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers, such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    /** Due for (another) attempt from this time; also a lease while one instance sends it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the retries ran out; the row stays for an operator to read. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('outgoing_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
