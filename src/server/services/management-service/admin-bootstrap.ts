// Makes sure someone can sign in after the first start: without an admin, nobody could.
import { count, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { adminUsers } from '../../db/schema.js';
import { generatePassword, hashPassword } from './passwords.js';

export interface AdminBootstrapOptions {
  username?: string | undefined;
  password?: string | undefined;
}

export type AdminBootstrapResult =
  | { action: 'configured'; username: string }
  | { action: 'generated'; username: string; password: string }
  | { action: 'none' };

/**
 * With ADMIN_USERNAME/ADMIN_PASSWORD set, that admin exists afterwards with that password.
 * With neither set and no admin at all, one is created with a random password that is returned
 * (and printed once by main.ts); it is never stored in clear.
 */
export async function bootstrapAdmin(
  db: Db,
  options: AdminBootstrapOptions,
  log?: Pick<Logger, 'warn'>,
): Promise<AdminBootstrapResult> {
  const { username, password } = options;
  if (username && password) {
    const passwordHash = await hashPassword(password);
    const existing = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.username})`, username.toLowerCase()));
    if (existing[0]) {
      await db
        .update(adminUsers)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(adminUsers.id, existing[0].id));
    } else {
      await db.insert(adminUsers).values({ username, passwordHash });
    }
    return { action: 'configured', username };
  }
  if (username || password) {
    log?.warn(
      'Set both ADMIN_USERNAME and ADMIN_PASSWORD to configure an admin; ignoring the one given.',
    );
  }
  const [row] = await db.select({ admins: count() }).from(adminUsers);
  if ((row?.admins ?? 0) > 0) return { action: 'none' };
  const generated = generatePassword();
  await db
    .insert(adminUsers)
    .values({ username: 'admin', passwordHash: await hashPassword(generated) });
  return { action: 'generated', username: 'admin', password: generated };
}
