// Moderators: accounts, recovery codes, sessions and the audit trail (decision 025).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    // scrypt$N$r$p$salt$hash, see src/server/services/management-service/passwords.ts
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // The second factor (management-service/totp.ts): a base32 TOTP secret once enrolment is
    // confirmed; the pending one while the admin scans the QR code; the last time step a code
    // was accepted for, so one code cannot sign in twice.
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: integer('totp_last_step'),
    ...timestamps,
  },
  (t) => [uniqueIndex('admin_users_username_key').on(sql`lower(${t.username})`)],
);

/** One-use recovery codes for an admin who has lost the authenticator; SHA-256 hashes only. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_recovery_codes_code_key').on(t.adminUserId, t.codeHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // SHA-256 of the token: a leaked database does not leak usable tokens.
    tokenHash: text('token_hash').notNull(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_admin_user_idx').on(t.adminUserId),
  ],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    actor: text('actor').notNull(),
    entityType: text('entity_type').notNull(),
    entityKey: text('entity_key').notNull(),
    action: text('action').notNull(),
    // { field: { before, after } } for the fields the action changed.
    changes: jsonb('changes').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_entity_idx').on(t.entityType, t.entityKey, t.createdAt)],
);
