// Report a problem (decision 067): anyone may report what is wrong with a place; moderators read the
// queue and resolve or dismiss each report (decision 067). Only POST /reports is public.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, listResponseSchema } from '../../../contract/list.js';
import {
  DismissReportInputSchema,
  IDEMPOTENCY_KEY_HEADER,
  isIdempotencyKey,
  ReportInputSchema,
  ReportQuerySchema,
  ReportReceiptSchema,
  reportMessages,
  ReportSchema,
  ResolveReportInputSchema,
} from '../../../contract/report.js';
import { requireAdmin } from '../../http/admin-auth.js';
import { errorBody, HttpError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import {
  closeReport,
  createReport,
  findReport,
  listReports,
  replayOf,
  reportRequestHash,
} from './reports-repository.js';
import {
  adminActor,
  adminSecurity,
  errorResponses,
  INT4_MAX,
  managementTags,
  ok,
} from './route-support.js';
import { wholeNumberParam } from '../../../contract/query-params.js';

const ReportIdParamsSchema = z.object({
  reportId: wholeNumberParam('reportId', 1, INT4_MAX).pipe(
    z.number({ error: 'reportId is required' }),
  ),
});

/** The Idempotency-Key the form sent, null without one; a malformed key is a 400. */
function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !isIdempotencyKey(value)) {
    throw new HttpError(400, reportMessages.idempotencyKey, {
      'Idempotency-Key': [reportMessages.idempotencyKey],
    });
  }
  return value;
}

const admin = { tags: managementTags, security: adminSecurity };

/** The routes, registered in this order (the OpenAPI document lists them so). */
export const reportsRoutes: FastifyPluginAsync<{ reportLimiter: RateLimiter }> = async (
  plugin,
  { reportLimiter },
) => {
  registerSubmitReportRoute(plugin, reportLimiter);
  registerQueueRoutes(plugin);
  registerCloseRoutes(plugin);
};

/** POST /reports: anyone's report, once per Idempotency-Key, rate-limited per address. */
function registerSubmitReportRoute(plugin: FastifyInstance, reportLimiter: RateLimiter) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.post(
    '/reports',
    {
      config: { publicRoute: true },
      schema: {
        tags: managementTags,
        summary: 'Report a problem with an attraction (no token): answers the report reference',
        description:
          'Stored for moderators; nothing public changes. Send an `Idempotency-Key` header ' +
          '(16-100 letters, digits, - or _) to make a repeat answer the same report. ' +
          'Rate-limited per client address.',
        // Loose: Fastify replaces request.headers with the parsed value, which must keep the rest.
        headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }),
        body: ReportInputSchema,
        response: {
          201: envelopeSchema(ReportReceiptSchema),
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const requestHash = reportRequestHash(request.body);
      // A double submit is the same report, not another one: it does not count against the limit.
      const replay = idempotencyKey ? await replayOf(db, idempotencyKey, requestHash) : null;
      if (replay) return reply.status(201).header('idempotent-replayed', 'true').send(ok(replay));
      const wait = await reportLimiter.consume(`report:${request.ip}`, app.clock.now());
      if (wait > 0) {
        return reply
          .status(429)
          .header('Retry-After', String(wait))
          .send(errorBody(429, reportMessages.tooMany(Math.ceil(wait / 60))));
      }
      const { receipt, replayed } = await createReport(db, {
        input: request.body,
        idempotencyKey,
        requestHash,
        now: app.clock.now(),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(ok(receipt));
    },
  );
}

/** GET /reports and /reports/{reportId}: the moderators' queue and one report in it. */
function registerQueueRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.get(
    '/reports',
    {
      schema: {
        ...admin,
        summary: 'The moderation queue: reports by status (open oldest first), searchable, paged',
        querystring: ReportQuerySchema,
        response: { 200: listResponseSchema(ReportSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => listReports(db, request.query),
  );

  app.get(
    '/reports/:reportId',
    {
      schema: {
        ...admin,
        summary: 'One report with the attraction it is about',
        params: ReportIdParamsSchema,
        response: { 200: ReportSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => findReport(db, request.params.reportId),
  );
}

/** POST /reports/{reportId}/resolve and /dismiss: a moderator closes an open report. */
function registerCloseRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.post(
    '/reports/:reportId/resolve',
    {
      schema: {
        ...admin,
        summary: 'Resolve an open report with a note saying what was done (audited)',
        params: ReportIdParamsSchema,
        body: ResolveReportInputSchema,
        response: { 200: envelopeSchema(ReportSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const report = await closeReport(db, {
        id: request.params.reportId,
        status: 'resolved',
        note: request.body.note,
        actor,
        now: app.clock.now(),
      });
      return ok(report);
    },
  );

  app.post(
    '/reports/:reportId/dismiss',
    {
      schema: {
        ...admin,
        summary: 'Dismiss an open report, optionally saying why (audited)',
        params: ReportIdParamsSchema,
        body: DismissReportInputSchema,
        response: { 200: envelopeSchema(ReportSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const report = await closeReport(db, {
        id: request.params.reportId,
        status: 'dismissed',
        note: request.body.note,
        actor,
        now: app.clock.now(),
      });
      return ok(report);
    },
  );
}
