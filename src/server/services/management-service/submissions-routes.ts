// Public submissions (SPEC §4, §6): anyone may submit an attraction and then read or change it
// with its reference number while it awaits review. Approve / reject / undo reject need a token
// (decision 026).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { normaliseAttractionInput } from '../../../contract/attraction-input-normalised.js';
import { AttractionSchema, type Attraction } from '../../../contract/attraction.js';
import { envelopeSchema } from '../../../contract/list.js';
import { notices } from '../../../contract/messages.js';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  ReferenceNumberSchema,
} from '../../../contract/submission.js';
import { loadAttractions } from '../../db/load-attractions.js';
import { attractions } from '../../db/schema.js';
import { errorBody, HttpError } from '../../http/errors.js';
import { AttractionBodySchema } from './attraction-body.js';
import { createAttraction, updateAttraction } from './attraction-writer.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import {
  bodyHashOf,
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
} from './submission-idempotency.js';
import { errorResponses, managementTags, ok, VISITOR } from './route-support.js';
import { registerStatusActionRoute } from './status-action-route.js';
import type { StatusAction } from './status-transitions.js';

/** A submission as its submitter sees it (SPEC §4). */
export const SubmissionSchema = AttractionSchema.extend({
  referenceNumber: z.string(),
  /** True only while the submission is not approved (SPEC §4 "enableEdit"). */
  enableEdit: z.boolean(),
  /** True once approved or rejected: it can no longer be changed by reference. */
  isReadOnly: z.boolean(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

const SubmissionEnvelope = envelopeSchema(SubmissionSchema);
const ReferenceParamsSchema = z.object({ referenceNumber: ReferenceNumberSchema });

export function toSubmission(attraction: Attraction): Submission {
  return {
    ...attraction,
    referenceNumber: attraction.referenceNumber ?? '',
    enableEdit: !attraction.status.isApproved,
    isReadOnly: !attraction.status.isAwaitingAdminReview,
  };
}

const publicRoute = { publicRoute: true };

/** The routes, registered in this order (the OpenAPI document lists them so). */
export const submissionsRoutes: FastifyPluginAsync<{ submissionLimiter: RateLimiter }> = async (
  plugin,
  { submissionLimiter },
) => {
  registerSubmitRoute(plugin, submissionLimiter);
  registerReadByReferenceRoute(plugin);
  registerChangeByReferenceRoute(plugin);
  registerReviewRoutes(plugin);
};

/**
 * POST /submissions: a visitor's new attraction. A repeat of an Idempotency-Key answers the
 * first submission again; a failed submission frees its key for the retry.
 */
function registerSubmitRoute(plugin: FastifyInstance, submissionLimiter: RateLimiter) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.post(
    '/submissions',
    {
      config: publicRoute,
      schema: {
        tags: managementTags,
        summary:
          'Submit an attraction (no token): it awaits review and answers its reference number',
        description: `Admin-only fields (Google Place ID, image URL, hvt, detailedView, lastSocialPost) are ignored. Rate-limited per client address. With an \`${IDEMPOTENCY_KEY_HEADER}\` header (a UUID, one per submission), a repeat of the same request (a retry, a double click, even at the same moment) answers the submission the first one made, with the same reference number, and does not count against the rate limit; the same key with a different body answers 422.`,
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
        body: AttractionBodySchema,
        response: { 201: SubmissionEnvelope, ...errorResponses(400, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key) {
        const claim = await claimIdempotencyKey(db, key, bodyHashOf(request.body), app.clock.now());
        if (claim.kind === 'repeat') {
          const [first] = await loadAttractions(db, [claim.attractionId], {
            includeReferenceNumber: true,
          });
          if (!first) throw new HttpError(404, notices.submissionNotFound);
          return reply
            .status(201)
            .header('Idempotent-Replayed', 'true')
            .send(ok(toSubmission(first)));
        }
      }
      try {
        return await storeSubmission(request.body, reply, key);
      } catch (error) {
        if (key) await releaseIdempotencyKey(db, key);
        throw error;
      }
    },
  );

  async function storeSubmission(
    body: z.output<typeof AttractionBodySchema>,
    reply: FastifyReply,
    key: string | undefined,
  ) {
    const wait = await submissionLimiter.consume(`submission:${reply.request.ip}`, app.clock.now());
    if (wait > 0) {
      if (key) await releaseIdempotencyKey(db, key);
      return reply
        .status(429)
        .header('Retry-After', String(wait))
        .send(
          errorBody(
            429,
            `Too many submissions from your address. Please try again in ${Math.ceil(wait / 60)} minute(s).`,
          ),
        );
    }
    const input = normaliseAttractionInput(body);
    const created = await createAttraction(db, input, 'visitor', {
      actor: VISITOR,
      now: app.clock.now(),
    });
    if (key) await completeIdempotencyKey(db, key, created.id);
    // No cache to clear: a new submission is not live, so no public read changes.
    return reply.status(201).send(ok(toSubmission(created)));
  }
}

/** GET /submissions/{referenceNumber}: the submitter reads it back without a token. */
function registerReadByReferenceRoute(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.get(
    '/submissions/:referenceNumber',
    {
      config: publicRoute,
      schema: {
        tags: managementTags,
        summary: 'Read a submission by its reference number (no token; any case, dash optional)',
        params: ReferenceParamsSchema,
        response: { 200: SubmissionEnvelope, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ id: attractions.id })
        .from(attractions)
        .where(eq(attractions.referenceNumber, request.params.referenceNumber));
      const [attraction] = row
        ? await loadAttractions(db, [row.id], { includeReferenceNumber: true })
        : [];
      if (!attraction) throw new HttpError(404, notices.submissionNotFound);
      return ok(toSubmission(attraction));
    },
  );
}

/** PUT /submissions/{referenceNumber}: the submitter changes it while it awaits review. */
function registerChangeByReferenceRoute(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.put(
    '/submissions/:referenceNumber',
    {
      config: publicRoute,
      schema: {
        tags: managementTags,
        summary: 'Change a submission by its reference number (no token) while it awaits review',
        description:
          'After approval or rejection the answer is 409 and nothing changes. Admin-only fields are ignored.',
        params: ReferenceParamsSchema,
        body: AttractionBodySchema,
        response: { 200: SubmissionEnvelope, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const input = normaliseAttractionInput(request.body);
      const saved = await updateAttraction(
        db,
        { referenceNumber: request.params.referenceNumber },
        input,
        'visitor',
        { actor: VISITOR, now: app.clock.now() },
      );
      // Still awaiting review, so still not live: no public read changed.
      return ok(toSubmission(saved));
    },
  );
}

/** POST /submissions/{id}/approve, /reject and /undoReject: an admin reviews a submission. */
function registerReviewRoutes(plugin: FastifyInstance) {
  const reviewRoute = (action: StatusAction, summary: string) =>
    registerStatusActionRoute(plugin, {
      url: `/submissions/:id/${action}`,
      action,
      subject: 'submission',
      summary,
      envelope: SubmissionEnvelope,
      present: toSubmission,
    });
  reviewRoute('approve', 'Approve a submission awaiting review: it goes live');
  reviewRoute('reject', 'Reject a submission awaiting review');
  reviewRoute('undoReject', 'Undo the rejection of a submission: it is approved and goes live');
}
