// "Mark checked" (decision 067): a moderator confirms a place's details in one action, as a whole
// (which also stamps every fact group) or for some fact groups only. Audited like any write.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Attraction } from '../../../contract/attraction.js';
import { FACT_GROUPS, type FactGroup } from '../../../contract/freshness.js';
import { notices } from '../../../contract/messages.js';
import { loadAttractions } from '../../db/load-attractions.js';
import type { Db } from '../../db/database.js';
import { attractionChecks, attractions } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { recordAudit, type AuditChanges } from './audit.js';
import type { Actor } from './route-support.js';

/** The check rows a mark writes: the whole place and all groups, or just the groups named. */
export function checkedGroups(groups: readonly FactGroup[] | undefined): string[] {
  const named = groups && groups.length > 0 ? [...new Set(groups)] : [];
  const all = named.length === 0 || named.length === FACT_GROUPS.length;
  return all ? ['whole', ...FACT_GROUPS] : named;
}

const auditKey = (group: string) =>
  group === 'whole' ? 'lastChecked.at' : `lastChecked.groups.${group}.at`;

export async function markChecked(
  db: Db,
  request: { id: number; groups?: readonly FactGroup[] | undefined; actor: Actor; now: Date },
): Promise<Attraction> {
  const { id, actor, now } = request;
  const groups = checkedGroups(request.groups);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: attractions.id })
      .from(attractions)
      .where(eq(attractions.id, id))
      .for('update');
    if (!row) throw new HttpError(404, notices.attractionNotFound);
    const before = await tx
      .select({ group: attractionChecks.factGroup, at: attractionChecks.checkedAt })
      .from(attractionChecks)
      .where(
        and(eq(attractionChecks.attractionId, id), inArray(attractionChecks.factGroup, groups)),
      );
    await tx
      .insert(attractionChecks)
      .values(
        groups.map((factGroup) => ({
          attractionId: id,
          factGroup,
          checkedAt: now,
          adminUserId: actor.adminUserId,
          checkedBy: actor.name,
        })),
      )
      .onConflictDoUpdate({
        target: [attractionChecks.attractionId, attractionChecks.factGroup],
        set: {
          checkedAt: sql`excluded.checked_at`,
          adminUserId: sql`excluded.admin_user_id`,
          checkedBy: sql`excluded.checked_by`,
        },
      });
    const changes: AuditChanges = {};
    for (const group of groups) {
      const was = before.find((b) => b.group === group)?.at ?? null;
      changes[auditKey(group)] = { before: was?.toISOString() ?? null, after: now.toISOString() };
    }
    await recordAudit(tx, {
      actor,
      entityType: 'attraction',
      entityKey: id,
      action: 'markChecked',
      changes,
      at: now,
    });
    const [attraction] = await loadAttractions(tx, [id], {
      includeReferenceNumber: true,
      includeCheckedBy: true,
    });
    if (!attraction) throw new Error(`attraction ${id} vanished inside its own transaction`);
    return attraction;
  });
}
