// Visitors confirm a group of facts (decision 112): "Were these opening times right? Yes / No".
// No account; rate-limited per client address; a No also opens a report in the moderators' queue
// with the group filled in, so nothing public changes until a moderator looks.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmationMessages,
  confirmationReportReason,
} from '../../../contract/fact-confirmation.js';
import {
  ConfirmationInputSchema,
  ConfirmationReceiptSchema,
} from '../../../contract/fact-confirmation-schema.js';
import { factGroupLabels } from '../../../contract/family-facts.js';
import { envelopeSchema } from '../../../contract/list.js';
import { attractions, factConfirmations } from '../../db/schema.js';
import { errorBody, HttpError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import { createReport, reportRequestHash } from './reports-repository.js';
import { errorResponses, managementTags, ok } from './route-support.js';

export const confirmationsRoutes: FastifyPluginAsync<{ confirmationLimiter: RateLimiter }> = async (
  plugin,
  { confirmationLimiter },
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.post(
    '/confirmations',
    {
      config: { publicRoute: true },
      schema: {
        tags: managementTags,
        summary: 'A visitor\'s answer to "Were these facts right?" for one group (no token)',
        description:
          'Counts a Yes or a No for one fact group of a live attraction; a No also opens a ' +
          'report for moderators. Rate-limited per client address.',
        body: ConfirmationInputSchema,
        response: {
          201: envelopeSchema(ConfirmationReceiptSchema),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const { attractionId, group, correct } = request.body;
      const now = app.clock.now();
      const [place] = await db
        .select({ id: attractions.id })
        .from(attractions)
        .where(and(eq(attractions.id, attractionId), eq(attractions.isLive, true)));
      if (!place) {
        throw new HttpError(400, confirmationMessages.attraction, {
          attractionId: [confirmationMessages.attraction],
        });
      }
      const wait = await confirmationLimiter.consume(`confirm:${request.ip}`, now);
      if (wait > 0) {
        return reply
          .status(429)
          .header('Retry-After', String(wait))
          .send(errorBody(429, confirmationMessages.tooMany(Math.ceil(wait / 60))));
      }
      await db
        .insert(factConfirmations)
        .values({ attractionId, factGroup: group, correct, createdAt: now });
      let reportReference: string | null = null;
      if (!correct) {
        const input = {
          attractionId,
          reason: confirmationReportReason[group],
          details: `A visitor answered No to "${factGroupLabels[group]}": these facts may be wrong.`,
          email: null,
        };
        const { receipt } = await createReport(db, {
          input,
          idempotencyKey: null,
          requestHash: reportRequestHash(input),
          now,
        });
        reportReference = receipt.reference;
      }
      return reply.status(201).send(ok({ reportReference }));
    },
  );
};
