// What every management route shares: tags, the token security scheme for the OpenAPI page,
// error responses, path parameters and the transaction type.
import { z } from 'zod';
import { MAX_WHOLE_NUMBER } from '../../../contract/fields.js';
import { ErrorResponseSchema } from '../../../contract/list.js';
import { wholeNumberParam } from '../../../contract/query-params.js';
import { deriveSlug } from '../../../contract/slug.js';
import { HttpError } from '../../http/errors.js';

export const MANAGEMENT_PREFIX = '/management-service/v1';
export const managementTags = ['management-service'];
/** Shown on the OpenAPI page; enforced by the plugin's onRequest hook (see index.ts). */
export const adminSecurity = [{ token: [] as string[] }];

/** The error shape for each status code a route may answer with. */
export function errorResponses<const C extends number>(
  ...codes: C[]
): Record<C, typeof ErrorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as Record<
    C,
    typeof ErrorResponseSchema
  >;
}

/** Largest value of a PostgreSQL integer column. */
export const INT4_MAX = MAX_WHOLE_NUMBER;

export const AttractionIdParamsSchema = z.object({
  id: wholeNumberParam('id', 1, INT4_MAX).pipe(z.number({ error: 'id is required' })),
});

/** The database or an open transaction: defined beside the database, named here for routes. */
export type { Executor, Tx } from '../../db/database.js';

/** Who made a change, for the audit trail. Visitors editing their own submission have no id. */
export interface Actor {
  adminUserId: number | null;
  name: string;
}

export const VISITOR: Actor = { adminUserId: null, name: 'visitor' };

export function adminActor(admin: { id: number; username: string }): Actor {
  return { adminUserId: admin.id, name: admin.username };
}

/** SPEC §3 "Responses are read as {response, result}": a write's success answer. */
export const ok = <T>(response: T) => ({ response, result: true as const });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without an admin token (sign-in, public submissions). */
    publicRoute?: boolean;
  }
}

/**
 * The slug of a new category/region/group/facility: derived from the display name (SPEC §5),
 * never from the body, and never changed afterwards (decision 021).
 */
export function slugFromDisplayName(displayName: string): string {
  const slug = deriveSlug(displayName);
  if (slug === '') {
    const message =
      'This field must contain at least one letter (a-z) or digit (0-9) to make a name from.';
    throw new HttpError(400, `displayName: ${message}`, { displayName: [message] });
  }
  return slug;
}

/** A resource named in the path that does not exist. */
export function notFound(entity: string): HttpError {
  return new HttpError(404, `No matching ${entity} could be found.`);
}
