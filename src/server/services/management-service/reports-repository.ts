// Reports visitors send about a place (decision 067): stored for moderators, changing nothing
// public. The report's own Idempotency-Key column makes a double submit answer the first report.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { buildListMetadata } from '../../../contract/list.js';
import { notices } from '../../../contract/messages.js';
import {
  REPORT_REFERENCE_PREFIX,
  reportMessages,
  type Report,
  type ReportInput,
  type ReportQuery,
  type ReportReceipt,
  type ReportStatus,
} from '../../../contract/report.js';
import { formatReferenceNumber } from '../../../contract/submission.js';
import type { Db } from '../../db/database.js';
import { attractions, reports } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { recordAudit } from './audit.js';
import { newReferenceNumber } from './reference-numbers.js';
import type { Actor } from './route-support.js';
import { likePattern } from './staleness.js';

export const newReportReference = () =>
  `${REPORT_REFERENCE_PREFIX}${formatReferenceNumber(newReferenceNumber())}`;

/** The same body always hashes the same, whatever order its keys came in. */
export function reportRequestHash(input: ReportInput): string {
  const canonical = JSON.stringify([input.attractionId, input.reason, input.details, input.email]);
  return createHash('sha256').update(canonical).digest('hex');
}

type ReportRow = typeof reports.$inferSelect;

const receiptOf = (row: ReportRow): ReportReceipt => ({
  reference: row.reference,
  status: row.status as ReportStatus,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The report already stored under this Idempotency-Key: its receipt when the body is the same,
 * a 409 when the key is being reused for something else. Null when the key is new.
 */
export async function replayOf(
  db: Db,
  idempotencyKey: string,
  requestHash: string,
): Promise<ReportReceipt | null> {
  const [row] = await db.select().from(reports).where(eq(reports.idempotencyKey, idempotencyKey));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new HttpError(409, reportMessages.idempotencyConflict);
  return receiptOf(row);
}

export async function createReport(
  db: Db,
  request: {
    input: ReportInput;
    idempotencyKey: string | null;
    requestHash: string;
    now: Date;
    generateReference?: () => string;
  },
): Promise<{ receipt: ReportReceipt; replayed: boolean }> {
  const { input, idempotencyKey, requestHash, now } = request;
  const generate = request.generateReference ?? newReportReference;
  // Visitors report on what they can see: live attractions only.
  const [attraction] = await db
    .select({ id: attractions.id })
    .from(attractions)
    .where(and(eq(attractions.id, input.attractionId), eq(attractions.isLive, true)));
  if (!attraction) {
    throw new HttpError(404, notices.attractionNotFound, {
      attractionId: [reportMessages.attraction],
    });
  }
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [row] = await db
      .insert(reports)
      .values({
        reference: generate(),
        attractionId: input.attractionId,
        reason: input.reason,
        details: input.details,
        email: input.email,
        idempotencyKey,
        requestHash,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { receipt: receiptOf(row), replayed: false };
    // Either the same key won a race a moment ago (answer its report) or the reference clashed.
    if (idempotencyKey !== null) {
      const replay = await replayOf(db, idempotencyKey, requestHash);
      if (replay) return { receipt: replay, replayed: true };
    }
  }
  throw new Error('No free report reference after 8 attempts');
}

const reportColumns = {
  report: reports,
  attractionName: attractions.name,
  isLive: attractions.isLive,
  closureState: attractions.closureState,
};

type JoinedRow = {
  report: ReportRow;
  attractionName: string;
  isLive: boolean;
  closureState: string;
};

function toReport({ report, attractionName, isLive, closureState }: JoinedRow): Report {
  return {
    id: report.id,
    reference: report.reference,
    attraction: {
      id: report.attractionId,
      name: attractionName,
      isLive,
      closureState: closureState as Report['attraction']['closureState'],
    },
    reason: report.reason as Report['reason'],
    details: report.details,
    email: report.email,
    status: report.status as ReportStatus,
    resolutionNote: report.resolutionNote,
    closedBy: report.closedBy,
    closedAt: report.closedAt?.toISOString() ?? null,
    createdAt: report.createdAt.toISOString(),
  };
}

/** Open reports oldest first (the queue's order); resolved and dismissed ones newest first. */
export async function listReports(db: Db, query: ReportQuery) {
  const search = query.search
    ? or(
        ilike(attractions.name, likePattern(query.search)),
        ilike(reports.reference, likePattern(query.search)),
        ilike(reports.details, likePattern(query.search)),
      )
    : undefined;
  const where = and(eq(reports.status, query.status), search);
  const order =
    query.status === 'open'
      ? [asc(reports.createdAt), asc(reports.id)]
      : [desc(reports.closedAt), desc(reports.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(reportColumns)
      .from(reports)
      .innerJoin(attractions, eq(attractions.id, reports.attractionId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reports)
      .innerJoin(attractions, eq(attractions.id, reports.attractionId))
      .where(where),
  ]);
  return {
    results: rows.map(toReport),
    metadata: buildListMetadata({
      totalResults: Number(total?.count ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    }),
  };
}

export const reportNotFound = () => new HttpError(404, 'No matching Report could be found.');

export async function findReport(db: Db, id: number): Promise<Report> {
  const [row] = await db
    .select(reportColumns)
    .from(reports)
    .innerJoin(attractions, eq(attractions.id, reports.attractionId))
    .where(eq(reports.id, id));
  if (!row) throw reportNotFound();
  return toReport(row);
}

/** Resolve or dismiss an open report: atomic, so two moderators cannot both close it. */
export async function closeReport(
  db: Db,
  request: {
    id: number;
    status: 'resolved' | 'dismissed';
    note: string | null;
    actor: Actor;
    now: Date;
  },
): Promise<Report> {
  const { id, status, note, actor, now } = request;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: reports.status })
      .from(reports)
      .where(eq(reports.id, id))
      .for('update');
    if (!current) throw reportNotFound();
    if (current.status !== 'open') {
      throw new HttpError(409, `This report cannot be ${status}: it is already ${current.status}.`);
    }
    await tx
      .update(reports)
      .set({
        status,
        resolutionNote: note,
        closedByAdminId: actor.adminUserId,
        closedBy: actor.name,
        closedAt: now,
      })
      .where(eq(reports.id, id));
    await recordAudit(tx, {
      actor,
      entityType: 'report',
      entityKey: id,
      action: status === 'resolved' ? 'resolve' : 'dismiss',
      changes: {
        status: { before: 'open', after: status },
        resolutionNote: { before: null, after: note },
      },
      at: now,
    });
  });
  return findReport(db, id);
}
