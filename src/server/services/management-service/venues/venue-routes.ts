// The venue service (/venue-service/v1, decision 161): "Is this your place?" claims, the link
// that verifies one, and what the verified venue proposes. Nothing here publishes: moderators
// decide each proposal in the management service.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseAttractionInput } from '../../../../contract/attraction-input-normalised.js';
import { AttractionInputSchema } from '../../../../contract/attraction-input.js';
import { AttractionSchema } from '../../../../contract/attraction.js';
import { ErrorResponseSchema } from '../../../../contract/list.js';
import { notices } from '../../../../contract/messages.js';
import {
  isAddressOnDomain,
  VENUE_CLAIMS_PER_HOUR,
  VENUE_MESSAGES,
  VENUE_PATHS,
  VENUE_PROPOSALS_PER_HOUR,
  VenueClaimInputSchema,
  VenueProposalSchema,
  VenueSessionSchema,
  VenueVerifyInputSchema,
  websiteDomain,
} from '../../../../contract/venue.js';
import { loadAttractions } from '../../../db/load-attractions.js';
import { attractions } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';
import type { RateLimiter } from '../../../http/rate-limiter.js';
import { AttractionIdParamsSchema } from '../route-support.js';
import { issueClaim, verifyClaim } from './claims.js';
import { listVenueProposals, proposeChanges } from './proposals.js';
import { consumeOrRefuse } from './rate-limit.js';
import { registerVenuePhotoRoute } from './venue-photo-route.js';
import { requireVenue, venueActor } from './venue-session.js';

const tags = ['venue-service'];
const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema]));
const HOUR = 3_600_000;

export const venueService: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const limiter = (name: string, limit: number) =>
    app.sharedState.rateLimiter(name, { limit, windowMs: HOUR });
  const claimsPerClient = limiter('venue-claims-client', VENUE_CLAIMS_PER_HOUR);
  const claimsPerPlace = limiter('venue-claims-place', VENUE_CLAIMS_PER_HOUR);
  const proposalsPerVenue = limiter('venue-proposals', VENUE_PROPOSALS_PER_HOUR);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    VENUE_PATHS.claim(':id'),
    {
      schema: {
        tags,
        summary:
          '"Is this your place?": mails a link to an address on the place\'s own website domain',
        params: AttractionIdParamsSchema,
        body: VenueClaimInputSchema,
        response: {
          202: z.object({ result: z.literal(true), message: z.string() }),
          ...errors(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { id } = request.params;
      const email = request.body.email;
      const [place] = await db
        .select({ name: attractions.name, website: attractions.websiteUrl })
        .from(attractions)
        .where(eq(attractions.id, id));
      if (!place) throw new HttpError(404, notices.attractionNotFound);
      await consumeOrRefuse(
        [
          [claimsPerClient, `venue-claim:client:${request.ip}`],
          [claimsPerPlace, `venue-claim:place:${id}`],
        ],
        now,
        'requests for a link',
      );
      const domain = websiteDomain(place.website);
      if (!domain)
        throw new HttpError(400, VENUE_MESSAGES.noWebsite, { email: [VENUE_MESSAGES.noWebsite] });
      if (!isAddressOnDomain(email, domain)) {
        const message = VENUE_MESSAGES.wrongDomain(domain);
        throw new HttpError(400, message, { email: [message] });
      }
      await issueClaim(
        db,
        app.config,
        { attractionId: id, place: place.name, email, by: venueActor(email), issuedBy: null },
        now,
      );
      app.outbox.wake();
      return reply
        .status(202)
        .send({ result: true as const, message: VENUE_MESSAGES.claimSent(email) });
    },
  );

  registerVerifyAndSessionRoutes(plugin);
  registerProposalRoute(plugin, proposalsPerVenue);
};

function registerVerifyAndSessionRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.post(
    VENUE_PATHS.verify,
    {
      schema: {
        tags,
        summary: "Follows a claim's mailed link: answers a venue session for that place",
        body: VenueVerifyInputSchema,
        response: { 200: VenueSessionSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const session = await verifyClaim(db, request.body.token, app.clock.now());
      if (!session) throw new HttpError(404, VENUE_MESSAGES.linkInvalid);
      return session;
    },
  );

  app.get(
    VENUE_PATHS.session,
    {
      schema: {
        tags,
        summary: 'The verified venue (header venue-session) and its listing as stored',
        response: {
          200: z.object({
            attractionId: z.number().int(),
            email: z.string(),
            expiresAt: z.iso.datetime({ offset: true }),
            attraction: AttractionSchema,
          }),
          ...errors(401, 404),
        },
      },
    },
    async (request) => {
      const venue = await requireVenue(request);
      const [attraction] = await loadAttractions(db, [venue.attractionId]);
      if (!attraction) throw new HttpError(404, notices.attractionNotFound);
      return {
        attractionId: venue.attractionId,
        email: venue.email,
        expiresAt: venue.sessionExpiresAt.toISOString(),
        attraction,
      };
    },
  );
}

function registerProposalRoute(plugin: FastifyInstance, proposalsPerVenue: RateLimiter) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.post(
    VENUE_PATHS.proposals,
    {
      // The venue is known before the body is even validated: a stranger learns nothing.
      onRequest: async (request) => void (await requireVenue(request)),
      schema: {
        tags,
        summary:
          "A verified venue proposes changes: the editors' full attraction body, stored as one diff per group for moderators",
        body: AttractionInputSchema,
        response: {
          201: z.object({
            result: z.literal(true),
            proposals: z.array(z.number().int()),
            message: z.string(),
          }),
          ...errors(400, 401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const venue = await requireVenue(request);
      await consumeOrRefuse(
        [[proposalsPerVenue, `venue-proposal:${venue.claimId}`]],
        now,
        'proposals',
      );
      const ids = await proposeChanges(db, venue, normaliseAttractionInput(request.body), now);
      return reply
        .status(201)
        .send({ result: true as const, proposals: ids, message: VENUE_MESSAGES.proposalSent });
    },
  );

  app.get(
    VENUE_PATHS.proposals,
    {
      schema: {
        tags,
        summary:
          "What the verified venue (header venue-session) has proposed for its place, newest first, with each one's state",
        response: { 200: z.object({ results: z.array(VenueProposalSchema) }), ...errors(401) },
      },
    },
    async (request) => ({ results: await listVenueProposals(db, await requireVenue(request)) }),
  );

  registerVenuePhotoRoute(plugin, proposalsPerVenue);
}
