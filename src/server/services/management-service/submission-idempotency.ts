// Idempotent public submissions (decision 029): the same wizard submission sent five times
// at once made five rows and five reference numbers. The first request with an Idempotency-Key
// claims the key (a primary key: exactly one insert wins, across instances too); a repeat answers
// with the submission the first one made, waiting briefly if that one is still being stored.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { submissionRequests } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

/** How long a repeat waits for the first request to finish storing before answering 409. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
/** Keys are kept this long: long enough for any retry, short enough to keep the table small. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 3_600_000;

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different submission. Start a new submission.';
export const STILL_STORING_MESSAGE =
  'The same submission is still being stored. Please try again in a moment.';

export type Claim = { kind: 'first' } | { kind: 'repeat'; attractionId: number };

export const bodyHashOf = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims `key` for this body. 'first': the caller stores the submission, then calls `complete`
 * (or `release` if it could not). 'repeat': the submission the first request made.
 */
export async function claimIdempotencyKey(
  db: Db,
  key: string,
  bodyHash: string,
  now: Date,
): Promise<Claim> {
  const [claimed] = await db
    .insert(submissionRequests)
    .values({ idempotencyKey: key, bodyHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: submissionRequests.idempotencyKey });
  if (claimed) {
    // Now and then, forget keys no retry will use any more.
    if (Math.random() < 0.01) await forgetOldKeys(db, now);
    return { kind: 'first' };
  }

  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await db
      .select({
        bodyHash: submissionRequests.bodyHash,
        attractionId: submissionRequests.attractionId,
      })
      .from(submissionRequests)
      .where(eq(submissionRequests.idempotencyKey, key));
    // The first request gave up (released its claim): this one may try in its place.
    if (!row) return claimIdempotencyKey(db, key, bodyHash, now);
    if (row.bodyHash !== bodyHash) throw new HttpError(422, KEY_REUSED_MESSAGE);
    if (row.attractionId !== null) return { kind: 'repeat', attractionId: row.attractionId };
    if (Date.now() > deadline) throw new HttpError(409, STILL_STORING_MESSAGE);
    await sleep(POLL_MS);
  }
}

export async function completeIdempotencyKey(db: Db, key: string, attractionId: number) {
  await db
    .update(submissionRequests)
    .set({ attractionId })
    .where(eq(submissionRequests.idempotencyKey, key));
}

/** Gives the key back when the first request stored nothing (refused by the rate limit, failed). */
export async function releaseIdempotencyKey(db: Db, key: string) {
  await db
    .delete(submissionRequests)
    .where(
      and(eq(submissionRequests.idempotencyKey, key), isNull(submissionRequests.attractionId)),
    );
}

async function forgetOldKeys(db: Db, now: Date) {
  await db
    .delete(submissionRequests)
    .where(
      lt(submissionRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS)),
    );
}
