// Checks an admin's second-factor code at sign-in: a TOTP code whose time step is newer than the
// last one accepted, or an unused recovery code. Both checks are single conditional UPDATEs, so
// two sign-ins racing with one code cannot both succeed.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { adminRecoveryCodes, adminUsers } from '../../db/schema.js';
import { hashRecoveryCode, verifyTotp } from './totp.js';

export const CODE_NEEDED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const WRONG_CODE_MESSAGE =
  'The code is incorrect or has already been used. Enter a new code from your authenticator app, or a recovery code.';

export async function acceptSecondFactor(
  db: Db,
  /** totpSecret null: the stored one cannot be opened (its key is gone); recovery codes only. */
  admin: { id: number; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<boolean> {
  const step =
    admin.totpSecret === null ? null : verifyTotp(admin.totpSecret, code.replace(/\s/g, ''), now);
  if (step !== null) {
    const [accepted] = await db
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(adminUsers.id, admin.id),
          or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step)),
        ),
      )
      .returning({ id: adminUsers.id });
    return Boolean(accepted);
  }
  const [used] = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminUserId, admin.id),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return Boolean(used);
}
