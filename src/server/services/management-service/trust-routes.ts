// Keeping facts fresh (decision 067): mark a place checked, record a closure or a reopening, and the
// staleness queue. All need a token; every write is audited (decision 067).
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AttractionSchema } from '../../../contract/attraction.js';
import { ClosureInputSchema } from '../../../contract/closure.js';
import { MarkCheckedInputSchema } from '../../../contract/freshness.js';
import { envelopeSchema, listResponseSchema } from '../../../contract/list.js';
import { StaleAttractionSchema, StalenessQuerySchema } from '../../../contract/staleness.js';
import { requireAdmin } from '../../http/admin-auth.js';
import { markChecked } from './attraction-checks.js';
import { setClosure } from './closures.js';
import {
  adminActor,
  adminSecurity,
  AttractionIdParamsSchema,
  errorResponses,
  managementTags,
  ok,
} from './route-support.js';
import { findStaleAttractions } from './staleness.js';
import { FactCoverageSchema } from '../../../contract/fact-coverage.js';
import { factCoverage } from '../../db/facts/coverage.js';
import { findProjectRoot } from '../../project-root.js';

const AttractionEnvelope = envelopeSchema(AttractionSchema);

export const trustRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const common = { tags: managementTags, security: adminSecurity };

  app.post(
    '/attractions/:id/check',
    {
      schema: {
        ...common,
        summary: 'Mark an attraction checked now: as a whole (no groups) or some fact groups',
        params: AttractionIdParamsSchema,
        body: MarkCheckedInputSchema,
        response: { 200: AttractionEnvelope, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const attraction = await markChecked(db, {
        id: request.params.id,
        groups: request.body.groups,
        actor,
        now: app.clock.now(),
      });
      app.catalogueEvents.catalogueChanged(`attraction ${attraction.id} checked`);
      return ok(attraction);
    },
  );

  app.post(
    '/attractions/:id/closure',
    {
      schema: {
        ...common,
        summary:
          'Mark an attraction temporarily closed (optional reopening date and note), permanently closed, or open again',
        description:
          'Permanently closed attractions leave every public list and their read answers 410. ' +
          'Only approved attractions; 409 when the state is already the one asked for.',
        params: AttractionIdParamsSchema,
        body: ClosureInputSchema,
        response: { 200: AttractionEnvelope, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const attraction = await setClosure(db, {
        id: request.params.id,
        input: request.body,
        actor,
        now: app.clock.now(),
      });
      app.catalogueEvents.catalogueChanged(
        `attraction ${attraction.id} ${attraction.closure.state}`,
      );
      return ok(attraction);
    },
  );

  app.get(
    '/staleness',
    {
      schema: {
        ...common,
        summary:
          'Live attractions by their last check, never checked first (filters: never, overdue = not in 12 months, basic)',
        querystring: StalenessQuerySchema,
        response: { 200: listResponseSchema(StaleAttractionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => findStaleAttractions(db, request.query, app.clock.now()),
  );

  app.get(
    '/fact-coverage',
    {
      schema: {
        ...common,
        summary:
          'How many live places have sourced facts, per fact group, for the UK, each region and each city (25 miles)',
        response: { 200: envelopeSchema(FactCoverageSchema), ...errorResponses(401) },
      },
    },
    async () => ok(await factCoverage(db, path.join(findProjectRoot(), 'data'))),
  );
};
