// Every email is queued in the database first (enqueueMail, inside the request's own work) and
// delivered from there: straight away when the request is done, then by a timer that retries
// failures with backoff. A mail server outage loses nothing and never fails the request.
import type { Clock } from '../clock.js';
import type { Database, Executor } from '../db/database.js';
import { outgoingEmails } from '../db/schema.js';
import type { MailMessage, MailSender } from './mail-message.js';

/** After this many failed attempts a mail is marked failed (about a day of retries). */
export const MAIL_MAX_ATTEMPTS = 10;
/** How long one instance holds a claimed mail before another may try it. */
const LEASE_MS = 5 * 60_000;
const BATCH = 10;

/** Wait before attempt n+1 after n failures: 1 min, 2, 4 … capped at 6 hours. */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failures - 1), 6 * 3_600_000);
}

export async function enqueueMail(db: Executor, message: MailMessage, now: Date): Promise<void> {
  await db.insert(outgoingEmails).values({
    kind: message.kind,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    headers: message.headers ?? {},
    nextAttemptAt: now,
    createdAt: now,
  });
}

interface ClaimedRow {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  attempts: number;
}

export interface Outbox {
  /** Sends every mail that is due; resolves once done (a run already going finishes first). */
  deliverDue(): Promise<number>;
  /** Starts a delivery without waiting for it: for request handlers after they enqueue. */
  wake(): void;
  start(pollMs: number): void;
  /** Stops the timer and waits for a delivery under way. */
  stop(): Promise<void>;
}

export interface OutboxOptions {
  database: Database;
  sender: MailSender;
  clock: Clock;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

export function createOutbox({ database, sender, clock, log }: OutboxOptions): Outbox {
  let current: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;

  // Claims a batch by pushing its due time one lease ahead: several instances never send twice.
  async function claim(): Promise<ClaimedRow[]> {
    const now = clock.now();
    const { rows } = await database.pool.query<ClaimedRow>(
      `update outgoing_emails set next_attempt_at = $2
       where id in (select id from outgoing_emails
                    where sent_at is null and failed_at is null and next_attempt_at <= $1
                    order by next_attempt_at, id limit ${BATCH} for update skip locked)
       returning id, kind, to_address, subject, text_body, html_body, headers, attempts`,
      [now, new Date(now.getTime() + LEASE_MS)],
    );
    return rows;
  }

  async function deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await sender.send({
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers,
      });
      await database.pool.query(
        'update outgoing_emails set sent_at = $2, attempts = attempts + 1, last_error = null where id = $1',
        [row.id, clock.now()],
      );
      return true;
    } catch (error) {
      const failures = row.attempts + 1;
      const now = clock.now();
      const gaveUp = failures >= MAIL_MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await database.pool.query(
        `update outgoing_emails set attempts = $2, last_error = $3, next_attempt_at = $4,
         failed_at = $5 where id = $1`,
        [
          row.id,
          failures,
          reason.slice(0, 500),
          new Date(now.getTime() + retryDelayMs(failures)),
          gaveUp ? now : null,
        ],
      );
      const details = { mailId: row.id, kind: row.kind, attempts: failures, reason };
      if (gaveUp) log.error(details, 'mail not delivered: retries exhausted');
      else log.warn(details, 'mail not delivered: will retry');
      return false;
    }
  }

  async function run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      for (const row of batch) if (await deliver(row)) sent += 1;
      if (batch.length < BATCH) return sent;
    }
  }

  const deliverDue = (): Promise<number> => {
    current = current.catch(() => 0).then(run);
    return current;
  };

  return {
    deliverDue,
    wake() {
      deliverDue().catch((error: unknown) => log.warn({ err: error }, 'mail delivery run failed'));
    },
    start(pollMs) {
      timer ??= setInterval(() => this.wake(), pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await current.catch(() => 0);
      sender.close();
    },
  };
}
