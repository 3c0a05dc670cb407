// Moderators and venues (decisions 161–163): the queue of venue proposals with old and new side
// by side, approve or reject each group, a claim sent by hand for a place without a website, and
// photo uploads with credits.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notices } from '../../../../contract/messages.js';
import { photoSources } from '../../../../contract/photo.js';
import { PhotoSchema } from '../../../../contract/photo-schema.js';
import {
  VENUE_PROPOSAL_STATUSES,
  VenueClaimInputSchema,
  VenueProposalSchema,
} from '../../../../contract/venue.js';
import { attractions } from '../../../db/schema.js';
import { requireAdmin } from '../../../http/admin-auth.js';
import { HttpError } from '../../../http/errors.js';
import { readPhotoUpload, storePhoto } from '../../../photos/photo-upload.js';
import { issueClaim } from './claims.js';
import { approveProposal, listProposals, rejectProposal } from './proposals.js';
import { recordAudit } from '../audit.js';
import {
  adminActor,
  adminSecurity,
  AttractionIdParamsSchema,
  errorResponses,
  INT4_MAX,
  managementTags,
  ok,
} from '../route-support.js';
import { wholeNumberParam } from '../../../../contract/query-params.js';

const common = { tags: managementTags, security: adminSecurity };
const ProposalIdParams = z.object({
  id: wholeNumberParam('id', 1, INT4_MAX).pipe(z.number({ error: 'id is required' })),
});

export const venueModeratorRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get(
    '/venue-proposals',
    {
      schema: {
        ...common,
        summary: 'Venue proposals, newest first: each group with its stored and proposed fields',
        querystring: z.object({
          status: z.enum(VENUE_PROPOSAL_STATUSES).default('pending'),
          attractionId: wholeNumberParam('attractionId', 1, INT4_MAX).optional(),
        }),
        response: {
          200: z.object({ results: z.array(VenueProposalSchema) }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => ({
      results: await listProposals(
        db,
        request.query.status,
        request.query.attractionId ?? undefined,
      ),
    }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/venue-proposals/:id/${decision}`,
      {
        schema: {
          ...common,
          summary:
            decision === 'approve'
              ? "Approve one group of a venue's proposal: saved as the venue's, checked today"
              : "Reject one group of a venue's proposal: nothing on the page changes",
          params: ProposalIdParams,
          response: {
            200: z.object({ result: z.literal(true) }),
            ...errorResponses(400, 401, 404, 409),
          },
        },
      },
      async (request) => {
        const actor = adminActor(await requireAdmin(request));
        const now = app.clock.now();
        if (decision === 'approve') {
          await approveProposal(db, request.params.id, actor, now);
        } else {
          const { photoId } = await rejectProposal(db, request.params.id, actor, now);
          if (photoId) await removePhotoFiles(photoId);
        }
        app.catalogueEvents.catalogueChanged(`venue proposal ${request.params.id} ${decision}d`);
        return { result: true as const };
      },
    );
  }

  async function removePhotoFiles(photoId: number) {
    const { rows } = await app.database.pool.query<{ file_key: string }>(
      'select file_key from attraction_photos where id = $1',
      [photoId],
    );
    if (rows[0]) await app.photoStore.remove(rows[0].file_key);
  }

  registerClaimByHandRoute(plugin);
  registerPhotoUploadRoute(plugin);
};

function registerClaimByHandRoute(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.post(
    '/attractions/:id/venue-claims',
    {
      schema: {
        ...common,
        summary:
          'Send a venue link by hand (a place without a website, checked by a moderator): any address',
        params: AttractionIdParamsSchema,
        body: VenueClaimInputSchema,
        response: { 202: z.object({ result: z.literal(true) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const [place] = await db
        .select({ name: attractions.name })
        .from(attractions)
        .where(eq(attractions.id, request.params.id));
      if (!place) throw new HttpError(404, notices.attractionNotFound);
      await issueClaim(
        db,
        app.config,
        {
          attractionId: request.params.id,
          place: place.name,
          email: request.body.email,
          by: adminActor(admin),
          issuedBy: admin.username,
        },
        app.clock.now(),
      );
      app.outbox.wake();
      return reply.status(202).send({ result: true as const });
    },
  );
}

function registerPhotoUploadRoute(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.post(
    '/attractions/:id/photos',
    {
      schema: {
        ...common,
        summary:
          'Upload a photo (multipart: file, altText, credit, licence): processed into AVIF and WebP, metadata removed, published',
        consumes: ['multipart/form-data'],
        params: AttractionIdParamsSchema,
        response: {
          201: z.object({ response: PhotoSchema, result: z.literal(true) }),
          ...errorResponses(400, 401, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const { id } = request.params;
      const [place] = await db
        .select({ id: attractions.id })
        .from(attractions)
        .where(eq(attractions.id, id));
      if (!place) throw new HttpError(404, notices.attractionNotFound);
      const upload = await readPhotoUpload(request);
      const now = app.clock.now();
      const photo = await storePhoto(db, app.photoStore, upload, {
        attractionId: id,
        status: 'published',
        givenBy: admin.username,
        now,
      });
      await recordAudit(db, {
        actor: adminActor(admin),
        entityType: 'attraction',
        entityKey: id,
        action: 'addPhoto',
        changes: { photo: { before: null, after: { id: photo.id, ...upload.fields } } },
        at: now,
      });
      app.catalogueEvents.catalogueChanged(`attraction ${id} photo added`);
      return reply.status(201).send(
        ok({
          id: photo.id,
          ...photoSources(photo.fileKey, photo.widths),
          width: photo.width,
          height: photo.height,
          placeholder: photo.placeholder,
          altText: photo.altText,
          credit: photo.credit,
          licence: photo.licence,
        }),
      );
    },
  );
}
