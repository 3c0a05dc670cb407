// The audit trail (decision 025): every admin write and status change records who, what, when
// and the before/after of each changed field, in the same transaction as the change itself
// (decision 025).
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildListMetadata } from '../../../contract/list.js';
import type { Db } from '../../db/database.js';
import { auditEvents } from '../../db/schema.js';
import type { Actor, Executor } from './route-support.js';

export const AUDIT_ENTITY_TYPES = [
  'attraction',
  'category',
  'region',
  'attractionGroup',
  'facility',
  'report',
  // An admin's own account: its second factor set up, replaced or removed (decision 121).
  'adminAccount',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export interface FieldChange {
  before: unknown;
  after: unknown;
}
export type AuditChanges = Record<string, FieldChange>;

type Plain = Record<string, unknown>;

/** Nested objects become dotted keys; arrays and scalars are leaves compared as a whole. */
function flatten(value: Plain, prefix = '', into: Plain = {}): Plain {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
      flatten(child as Plain, path, into);
    } else {
      into[path] = child === undefined ? null : child;
    }
  }
  return into;
}

/**
 * The fields that differ between two versions of a record (null for "did not exist"), leaving
 * out `ignore`d keys and what lies under them (timestamps, values derived from other fields).
 */
export function diffRecords(
  before: Plain | null,
  after: Plain | null,
  ignore: readonly string[] = [],
): AuditChanges {
  const flatBefore = before ? flatten(before) : {};
  const flatAfter = after ? flatten(after) : {};
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(flatBefore), ...Object.keys(flatAfter)])) {
    // An ignored key leaves out everything under it too ('checks' → 'checks.hours.checkedAt').
    if (ignore.some((ignored) => key === ignored || key.startsWith(`${ignored}.`))) continue;
    const was = key in flatBefore ? flatBefore[key] : null;
    const now = key in flatAfter ? flatAfter[key] : null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

export interface AuditEntry {
  actor: Actor;
  entityType: AuditEntityType;
  entityKey: string | number;
  action: string;
  changes: AuditChanges;
  at: Date;
}

export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditEvents).values({
    adminUserId: entry.actor.adminUserId,
    actor: entry.actor.name,
    entityType: entry.entityType,
    entityKey: String(entry.entityKey),
    action: entry.action,
    changes: entry.changes,
    createdAt: entry.at,
  });
}

export const AuditEventSchema = z.object({
  id: z.number().int(),
  /** The admin's username, or 'visitor' for a submission changed by reference. */
  actor: z.string(),
  entityType: z.string(),
  entityKey: z.string(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/** Newest first. */
export async function listAuditEvents(
  db: Db,
  entityType: AuditEntityType,
  entityKey: string,
  paging: { page: number; pageSize: number },
) {
  const where = and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityKey, entityKey));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(where),
  ]);
  return {
    results: rows.map((row): AuditEvent => ({
      id: row.id,
      actor: row.actor,
      entityType: row.entityType,
      entityKey: row.entityKey,
      action: row.action,
      changes: row.changes as AuditChanges,
      createdAt: row.createdAt.toISOString(),
    })),
    metadata: buildListMetadata({ totalResults: Number(total?.count ?? 0), ...paging }),
  };
}

/** Attraction fields left out of diffs: timestamps, counters and values derived from others. */
export const ATTRACTION_AUDIT_IGNORE = [
  'createdAt',
  'updatedAt',
  'hitCount',
  'distance',
  'linkUrl',
  'links.facebook',
  'links.twitter',
  'links.instagram',
  // Who checked which facts, and when: the audit event itself already says both.
  'checks',
] as const;
