// The attraction page's attraction, answered inside its HTML (decision 048).
import type { FastifyInstance } from 'fastify';
import { ATTRACTIONS_PATH } from '../../../contract/api-paths.js';
import { parseAttractionId } from '../../../contract/attraction-id.js';
import type { Attraction } from '../../../contract/attraction.js';
import { cardPicture } from '../../../contract/catalogue-images.js';
import { apiAnswer } from './api-answer.js';
import { splitPageUrl } from './list-pages.js';
import type { PageAnswer } from './page-answer.js';

/** /attraction/{id} in view mode (src/web/app/routes.tsx). */
const ATTRACTION_PAGE = /^\/attraction\/([^/]+)\/?$/;

/**
 * The public answer to the request the attraction page makes for its attraction, or null for
 * another path or an attraction the public cannot see (the page then asks, as before).
 */
export async function attractionPageAnswer(
  app: FastifyInstance,
  pageUrl: string,
): Promise<PageAnswer | null> {
  const id = parseAttractionId(ATTRACTION_PAGE.exec(splitPageUrl(pageUrl).pathname)?.[1]);
  if (id === null) return null;
  const url = `${ATTRACTIONS_PATH}/${id}`;
  const body = await apiAnswer(app, url);
  if (body === null) return null;
  const attraction = JSON.parse(body) as Attraction;
  return {
    url,
    body,
    leadPicture: cardPicture(attraction),
  };
}
