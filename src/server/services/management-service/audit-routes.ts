// The audit trail of any audited record: GET /auditEvents?entityType=category&entityKey=zoo.
// (An attraction's own trail is also at /attractions/{id}/audit.)
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQueryShape } from '../../../contract/list-query.js';
import { listResponseSchema } from '../../../contract/list.js';
import { AUDIT_ENTITY_TYPES, AuditEventSchema, listAuditEvents } from './audit.js';
import { adminSecurity, errorResponses, managementTags } from './route-support.js';

const AuditQuerySchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES, {
    error: `entityType must be one of ${AUDIT_ENTITY_TYPES.join(', ')}`,
  }),
  entityKey: z
    .string({ error: 'entityKey is required' })
    .trim()
    .min(1, 'entityKey is required')
    .max(200),
  ...pagingQueryShape,
});

export const auditRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/auditEvents',
    {
      schema: {
        tags: managementTags,
        security: adminSecurity,
        summary:
          'Who changed a record, what and when, newest first (attraction ids, or slugs for the rest)',
        querystring: AuditQuerySchema,
        response: { 200: listResponseSchema(AuditEventSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { entityType, entityKey, page, pageSize } = request.query;
      return listAuditEvents(app.database.db, entityType, entityKey, { page, pageSize });
    },
  );
};
