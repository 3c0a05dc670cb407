// Admin sessions: a random 32-byte token goes to the client once; only its SHA-256 is stored,
// with an expiry. Signing out revokes the row.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Executor } from '../db/database.js';
import { adminUsers, sessions } from '../db/schema.js';

export interface Admin {
  id: number;
  username: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are 43 URL-safe characters; anything else cannot be one and is refused unread. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function createSession(
  db: Db,
  adminUserId: number,
  now: Date,
  ttlHours: number,
): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + ttlHours * 3_600_000);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), adminUserId, createdAt: now, expiresAt: expires });
  return { token, expires };
}

export async function findAdminByToken(db: Db, token: string, now: Date): Promise<Admin | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminUserId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Answers whether a live session was revoked. */
export async function revokeSession(db: Db, token: string, now: Date): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/**
 * Signs the admin out everywhere but the session `keepToken` belongs to (after a change to how
 * the account signs in, decision 121); answers how many sessions ended.
 */
export async function revokeOtherSessions(
  executor: Executor,
  adminUserId: number,
  keepToken: string,
  now: Date,
): Promise<number> {
  const revoked = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.adminUserId, adminUserId),
        isNull(sessions.revokedAt),
        ne(sessions.tokenHash, hashToken(keepToken)),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
