// What every catalogue write (category, region, attraction group, facility) does around its own
// SQL: the admin behind it, one transaction holding the change and its audit entry (decision
// 025), the cache invalidation once committed, and, for create and update, the routes themselves
// with the {response, result} envelope. Each *-routes.ts file keeps only its entity's columns.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../contract/list.js';
import { requireAdmin } from '../../http/admin-auth.js';
import { HttpError } from '../../http/errors.js';
import { diffRecords, recordAudit, type AuditChanges, type AuditEntityType } from './audit.js';
import {
  adminActor,
  adminSecurity,
  errorResponses,
  managementTags,
  notFound,
  ok,
  slugFromDisplayName,
  type Executor,
  type Tx,
} from './route-support.js';

/** The OpenAPI tags and token scheme of every catalogue write. */
export const catalogueWriteDocs = { tags: managementTags, security: adminSecurity };

/** How one catalogue collection is named in the audit trail, change events and 404s. */
export interface CatalogueEntity {
  auditType: AuditEntityType;
  /** As change events say it: 'attraction group'. */
  noun: string;
  /** As "No matching … could be found." says it: 'Attraction Group'. */
  title: string;
}

const PAST_TENSE = { create: 'created', update: 'updated', delete: 'deleted' } as const;
export type CatalogueAction = keyof typeof PAST_TENSE;

/** What a write did in its transaction: the audit changes, and the value the route answers. */
export interface CatalogueChange<T> {
  changes: AuditChanges;
  value: T;
}

/**
 * Runs `apply` in a transaction and records its audit entry there; after the commit, tells the
 * caches. `key` is read after the token check, so a bad token is refused before a bad name.
 * `apply` answering null means nothing was there to change: no audit entry, no event, null.
 */
export async function writeCatalogue<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  write: {
    entity: CatalogueEntity;
    action: CatalogueAction;
    key: () => string;
    apply: (tx: Tx, key: string, now: Date) => Promise<CatalogueChange<T> | null>;
  },
): Promise<{ key: string; value: T } | null> {
  const actor = adminActor(await requireAdmin(request));
  const now = app.clock.now();
  const key = write.key();
  const change = await app.database.db.transaction(async (tx) => {
    const applied = await write.apply(tx, key, now);
    if (!applied) return null;
    await recordAudit(tx, {
      actor,
      entityType: write.entity.auditType,
      entityKey: key,
      action: write.action,
      changes: applied.changes,
      at: now,
    });
    return applied;
  });
  if (!change) return null;
  app.catalogueEvents.catalogueChanged(`${write.entity.noun} ${key} ${PAST_TENSE[write.action]}`);
  return { key, value: change.value };
}

/** A row as its audit entry records it. */
type Audited = Record<string, unknown>;

export interface CatalogueWriteRoutes<Body extends z.ZodType, Item> {
  entity: CatalogueEntity;
  /** The collection's path, e.g. '/categories'; updates go to `${path}/:${keyParam}`. */
  path: string;
  keyParam: string;
  body: Body;
  /** The read shape a write answers with, as the public read of the same item shows it. */
  item: z.ZodType<Item>;
  summaries: { create: string; update: string };
  alreadyExists: (key: string) => string;
  /** Inserts the new row; null when the name is taken. Answers the row as audited. */
  insert: (tx: Tx, key: string, body: z.output<Body>, now: Date) => Promise<Audited | null>;
  /** Updates the row; null when there is none. Answers the row as audited, before and after. */
  update: (
    tx: Tx,
    key: string,
    body: z.output<Body>,
    now: Date,
  ) => Promise<{ before: Audited | null; after: Audited | null } | null>;
  /** The saved item in its read shape. */
  read: (db: Executor, key: string) => Promise<Item | null>;
}

/**
 * POST `path` (the name derived from displayName, 409 when taken) and PUT `path/:keyParam` (404
 * when missing; the name never changes, decision 021).
 */
export function registerCatalogueWrites<Body extends z.ZodType<{ displayName: string }>, Item>(
  plugin: FastifyInstance,
  routes: CatalogueWriteRoutes<Body, Item>,
): void {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { entity } = routes;
  const envelope = envelopeSchema(routes.item);
  const params = z.object({ [routes.keyParam]: z.string() });
  const answer = async (key: string) => ok((await routes.read(app.database.db, key))!);

  app.post(
    routes.path,
    {
      schema: {
        ...catalogueWriteDocs,
        summary: routes.summaries.create,
        body: routes.body,
        response: { 201: envelope, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body as z.output<Body>;
      const created = await writeCatalogue(app, request, {
        entity,
        action: 'create',
        key: () => slugFromDisplayName(body.displayName),
        apply: async (tx, key, now) => {
          const after = await routes.insert(tx, key, body, now);
          if (!after) throw new HttpError(409, routes.alreadyExists(key));
          return { changes: diffRecords(null, after), value: null };
        },
      });
      return reply.status(201).send(await answer(created!.key));
    },
  );

  app.put(
    `${routes.path}/:${routes.keyParam}`,
    {
      schema: {
        ...catalogueWriteDocs,
        summary: routes.summaries.update,
        params,
        body: routes.body,
        response: { 200: envelope, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const body = request.body as z.output<Body>;
      const updated = await writeCatalogue(app, request, {
        entity,
        action: 'update',
        key: () => request.params[routes.keyParam]!,
        apply: async (tx, key, now) => {
          const versions = await routes.update(tx, key, body, now);
          if (!versions) throw notFound(entity.title);
          return { changes: diffRecords(versions.before, versions.after), value: null };
        },
      });
      return answer(updated!.key);
    },
  );
}
