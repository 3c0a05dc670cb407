// One route per status action (SPEC §4): POST {prefix}/:id/{path}. Attractions and submissions
// share it; they differ only in the word used in messages and in how the answer is presented.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Attraction } from '../../../contract/attraction.js';
import { requireAdmin } from '../../http/admin-auth.js';
import {
  adminActor,
  adminSecurity,
  AttractionIdParamsSchema,
  errorResponses,
  managementTags,
  ok,
} from './route-support.js';
import { changeStatus, type StatusAction, type StatusSubject } from './status-transitions.js';

/** What differs between the attraction and the submission status routes. */
export interface StatusActionRoute {
  /** The path: `/attractions/:id/approve`, `/submissions/:id/reject`, ... */
  url: `${string}/:id/${string}`;
  action: StatusAction;
  subject: StatusSubject;
  summary: string;
  /** The success answer's schema: an envelope around what `present` returns. */
  envelope: z.ZodType;
  /** The changed attraction as this route answers it. */
  present: (attraction: Attraction) => unknown;
}

/**
 * Registers one status action: an admin token is required, the change is checked and audited by
 * changeStatus, and the public caches hear that the catalogue changed.
 */
export function registerStatusActionRoute(plugin: FastifyInstance, route: StatusActionRoute): void {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { url, action, subject, summary, envelope, present } = route;
  app.post(
    url,
    {
      schema: {
        tags: managementTags,
        security: adminSecurity,
        summary,
        params: AttractionIdParamsSchema,
        response: { 200: envelope, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const attraction = await changeStatus(app.database.db, {
        id: request.params.id,
        action,
        subject,
        actor,
        now: app.clock.now(),
      });
      app.catalogueEvents.catalogueChanged(`${subject} ${attraction.id} ${action}`);
      return ok(present(attraction));
    },
  );
}
