// Signs an admin in without going through the HTTP endpoint (the authenticate tests do that).
import type { Database } from '../../src/server/db/database.js';
import { adminUsers } from '../../src/server/db/schema.js';
import { hashPassword } from '../../src/server/services/management-service/passwords.js';
import { createSession } from '../../src/server/http/sessions.js';

let counter = 0;

export async function createAdminToken(
  database: Database,
  options: { now?: Date; ttlHours?: number; username?: string } = {},
): Promise<{ token: string; adminId: number; username: string }> {
  const username = options.username ?? `admin-${process.pid}-${++counter}`;
  const [admin] = await database.db
    .insert(adminUsers)
    .values({
      username,
      // A cheap hash: this fixture never signs in over HTTP, and full strength costs ~1 s here.
      passwordHash: await hashPassword('test-password-123', { N: 1024, r: 8, p: 1 }),
    })
    .returning({ id: adminUsers.id });
  if (!admin) throw new Error('could not create the test admin');
  const { token } = await createSession(
    database.db,
    admin.id,
    options.now ?? new Date(),
    options.ttlHours ?? 12,
  );
  return { token, adminId: admin.id, username };
}
