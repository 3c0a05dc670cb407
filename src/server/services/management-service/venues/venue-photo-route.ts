// POST /venue-service/v1/photos: a verified venue's photo, processed like a moderator's but
// stored as `proposed` with a proposal of its own; it shows only once a moderator approves.
import type { FastifyInstance } from 'fastify';
import { VENUE_MESSAGES, VENUE_PATHS } from '../../../../contract/venue.js';
import type { RateLimiter } from '../../../http/rate-limiter.js';
import { readPhotoUpload, storePhoto } from '../../../photos/photo-upload.js';
import { proposePhoto } from './proposals.js';
import { consumeOrRefuse } from './rate-limit.js';
import { requireVenue } from './venue-session.js';

export function registerVenuePhotoRoute(app: FastifyInstance, perVenue: RateLimiter) {
  app.post(
    VENUE_PATHS.photos,
    {
      onRequest: async (request) => void (await requireVenue(request)),
      schema: {
        tags: ['venue-service'],
        summary:
          'A verified venue proposes a photo (multipart: file, altText, credit, licence); a moderator decides',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const venue = await requireVenue(request);
      await consumeOrRefuse([[perVenue, `venue-proposal:${venue.claimId}`]], now, 'proposals');
      const upload = await readPhotoUpload(request);
      const photo = await storePhoto(app.database.db, app.photoStore, upload, {
        attractionId: venue.attractionId,
        status: 'proposed',
        givenBy: `venue:${venue.email}`,
        now,
      });
      const id = await proposePhoto(app.database.db, venue, photo, now);
      return reply
        .status(201)
        .send({ result: true, proposals: [id], message: VENUE_MESSAGES.proposalSent });
    },
  );
}
