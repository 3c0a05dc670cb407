// Helpers shared by the table files: column types and checks the schema uses more than once.
import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A slug is lowercase letters and digits only (SPEC §5: lowercase, no spaces). */
export const slugCheck = (column: SQL) => sql`${column} ~ '^[a-z0-9]+$'`;
export const hexColourCheck = (column: SQL) =>
  sql`${column} ~ '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$'`;
