// Reading and writing an account's TOTP secrets through the secret box (decision 121), and
// sealing again whatever is not under the current key: secrets stored in plain text before
// decision 121, and those sealed under a key since rotated out.
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { adminUsers } from '../../db/schema.js';
import type { SecretBox } from './secret-box.js';

/** Seals again one stored value when it is not under the current key; answers the value to keep. */
function resealed(box: SecretBox, stored: string | null, adminId: number): string | null {
  if (stored === null || box.isCurrent(stored)) return stored;
  return box.seal(box.open(stored, adminId), adminId);
}

/**
 * Seals every account's secrets under the current key; answers how many accounts changed. Each
 * update names the values it read, so an enrolment racing with it is not overwritten.
 */
export async function rekeySecondFactorSecrets(db: Executor, box: SecretBox): Promise<number> {
  if (!box.canSeal) return 0;
  const rows = await db
    .select({
      id: adminUsers.id,
      secret: adminUsers.totpSecret,
      pending: adminUsers.totpPendingSecret,
    })
    .from(adminUsers)
    .where(or(isNotNull(adminUsers.totpSecret), isNotNull(adminUsers.totpPendingSecret)));
  let changed = 0;
  for (const row of rows) {
    let secret: string | null;
    let pending: string | null;
    try {
      secret = resealed(box, row.secret, row.id);
      pending = resealed(box, row.pending, row.id);
    } catch {
      continue; // under a key configured nowhere: left as it is (openOrNull logs it at use)
    }
    if (secret === row.secret && pending === row.pending) continue;
    await db
      .update(adminUsers)
      .set({ totpSecret: secret, totpPendingSecret: pending })
      .where(
        and(
          eq(adminUsers.id, row.id),
          sql`${adminUsers.totpSecret} is not distinct from ${row.secret}`,
          sql`${adminUsers.totpPendingSecret} is not distinct from ${row.pending}`,
        ),
      );
    changed += 1;
  }
  return changed;
}
