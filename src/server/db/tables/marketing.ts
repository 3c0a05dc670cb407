// Email sign-ups and the featured banners on the home page.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const emailSignups = pgTable(
  'email_signups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the address's owner followed the confirmation link (double opt-in). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** sha256 of the token in the latest mail's links (confirm and unsubscribe); never the token. */
    tokenHash: text('token_hash'),
    /** When the latest confirmation mail was queued: repeats within a cooldown send nothing. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_signups_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('email_signups_token_hash_key').on(t.tokenHash),
  ],
);

export const featuredBanners = pgTable(
  'featured_banners',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    linkPath: text('link_path'),
    categoryName: text('category_name'),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('featured_banners_position_key').on(t.position),
    check('featured_banners_kind', sql`${t.kind} in ('category', 'mailing-list', 'social')`),
  ],
);
