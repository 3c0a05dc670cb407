// The attraction page's attraction, answered inside its HTML (decision 048).
import type { FastifyInstance } from 'fastify';
import { ATTRACTIONS_PATH } from '../../../contract/api-paths.js';
import { parseAttractionId } from '../../../contract/attraction-id.js';
import type { Attraction } from '../../../contract/attraction.js';
import { leadPicture } from '../../../contract/lead-picture.js';
import { matchPagePath } from '../../../contract/page-routes.js';
import { apiAnswer } from './api-answer.js';
import { splitPageUrl } from './list-pages.js';
import type { PageAnswer } from './page-answer.js';

/**
 * The public answer to the request the attraction page makes for its attraction, or null for
 * another path or an attraction the public cannot see (the page then asks, as before).
 */
export async function attractionPageAnswer(
  app: FastifyInstance,
  pageUrl: string,
): Promise<PageAnswer | null> {
  // The attraction page in view mode: /attraction/{id} in the page table.
  const match = matchPagePath(splitPageUrl(pageUrl).pathname);
  const id = match?.page === 'attraction' ? parseAttractionId(match.params.attractionId) : null;
  if (id === null) return null;
  const url = `${ATTRACTIONS_PATH}/${id}`;
  const body = await apiAnswer(app, url);
  if (body === null) return null;
  const attraction = JSON.parse(body) as Attraction;
  return {
    url,
    body,
    leadPicture: leadPicture(attraction, 'hero'),
  };
}
