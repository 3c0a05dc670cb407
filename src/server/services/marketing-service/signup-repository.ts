// The mailing list's rows: a sign-up waits unconfirmed (with the hash of its mail's token) until
// its owner confirms; unconfirmed rows are forgotten after SIGNUP_CONFIRM_DAYS.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  SIGNUP_CONFIRM_DAYS,
  SIGNUP_RESEND_COOLDOWN_MINUTES,
} from '../../../contract/email-signup.js';
import type { Db } from '../../db/database.js';
import { emailSignups } from '../../db/schema.js';
import type { MailMessage } from '../../mail/mail-message.js';
import { enqueueMail } from '../../mail/outbox.js';
import { emailTokenHash, newEmailToken } from '../../mail/email-tokens.js';

const DAY_MS = 86_400_000;
const confirmWindowStart = (now: Date) => new Date(now.getTime() - SIGNUP_CONFIRM_DAYS * DAY_MS);

/**
 * Records a sign-up and queues its confirmation mail in one transaction. Sends nothing for an
 * address already confirmed, or mailed within the cooldown. Answers whether a mail was queued.
 */
export async function recordSignup(
  db: Db,
  email: string,
  now: Date,
  mailFor: (token: string, address: string) => MailMessage,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(emailSignups)
      .where(eq(sql`lower(${emailSignups.email})`, email.toLowerCase()))
      .for('update');
    if (existing?.confirmedAt) return false;
    const cooldownMs = SIGNUP_RESEND_COOLDOWN_MINUTES * 60_000;
    const lastSent = existing?.confirmationSentAt?.getTime();
    if (lastSent !== undefined && now.getTime() - lastSent < cooldownMs) return false;

    // A new token for each mail: the latest mail's links are the ones that work.
    const token = newEmailToken();
    const values = { tokenHash: emailTokenHash(token), confirmationSentAt: now };
    if (existing) {
      await tx.update(emailSignups).set(values).where(eq(emailSignups.id, existing.id));
    } else {
      const inserted = await tx
        .insert(emailSignups)
        .values({ email, createdAt: now, ...values })
        .onConflictDoNothing()
        .returning({ id: emailSignups.id });
      if (inserted.length === 0) return false; // the same address, signing up at this instant
    }
    // To the address as first given: its case is the owner's.
    await enqueueMail(tx, mailFor(token, existing?.email ?? email), now);
    return true;
  });
}

/** Confirms the sign-up whose mail carried this token; false when unknown or expired. */
export async function confirmSignup(db: Db, token: string, now: Date): Promise<boolean> {
  const hash = emailTokenHash(token);
  const [row] = await db.select().from(emailSignups).where(eq(emailSignups.tokenHash, hash));
  if (!row) return false;
  if (row.confirmedAt) return true; // a second click on the same link
  if ((row.confirmationSentAt ?? row.createdAt) < confirmWindowStart(now)) return false;
  await db.update(emailSignups).set({ confirmedAt: now }).where(eq(emailSignups.id, row.id));
  return true;
}

/** Removes the address whose mail carried this token; an unknown token removes nothing. */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  await db.delete(emailSignups).where(eq(emailSignups.tokenHash, emailTokenHash(token)));
}

/** Forgets addresses never confirmed within the window. */
export async function forgetExpiredSignups(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(emailSignups)
    .where(
      and(
        isNull(emailSignups.confirmedAt),
        lt(
          sql`coalesce(${emailSignups.confirmationSentAt}, ${emailSignups.createdAt})`,
          confirmWindowStart(now),
        ),
      ),
    )
    .returning({ id: emailSignups.id });
  return gone.length;
}
