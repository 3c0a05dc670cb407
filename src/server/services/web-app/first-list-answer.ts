// A list page's first page of results, answered inside its HTML (decision 048). The browser would
// otherwise ask for it only once its code has loaded and run: on a slow phone that is a round trip
// after seconds of script, with the page's largest picture waiting behind it.
import type { FastifyInstance } from 'fastify';
import { ATTRACTIONS_PATH } from '../../../contract/api-paths.js';
import type { Attraction } from '../../../contract/attraction.js';
import { leadPicture } from '../../../contract/lead-picture.js';
import { parseCookies } from '../../../contract/cookies.js';
import type { ListResponse } from '../../../contract/list.js';
import { listApiQuery, parseListState, withPathFilters } from '../../../contract/list-state.js';
import { readPreferences, startingLocation } from '../../../contract/preferences.js';
import { toQueryString } from '../../../contract/query-string.js';
import { matchListPage, splitPageUrl } from './list-pages.js';
import { apiAnswer } from './api-answer.js';
import type { PageAnswer } from './page-answer.js';

/**
 * The answer to the first list request the page at `pageUrl` will make, or null when the page is
 * not a list, the visitor's starting location needs the browser (a default city to look up), or
 * the API would not answer 200 (an unknown category, say: the page then asks and shows the error
 * as usual).
 */
export async function firstListAnswer(
  app: FastifyInstance,
  pageUrl: string,
  cookieHeader: string | undefined,
): Promise<PageAnswer | null> {
  const url = splitPageUrl(pageUrl);
  const match = matchListPage(url.pathname);
  if (!match) return null;
  const point = startingLocation(readPreferences(parseCookies(cookieHeader)));
  if (!point) return null;
  const state = withPathFilters(parseListState(url.searchParams), match.pathFilters);
  const kinds = match.pathFilters.map((filter) => filter.kind);
  const apiUrl = ATTRACTIONS_PATH + toQueryString(listApiQuery(state, point, kinds));
  const body = await apiAnswer(app, apiUrl);
  if (body === null) return null;
  const first = (JSON.parse(body) as ListResponse<Attraction>).results[0];
  return {
    url: apiUrl,
    body,
    leadPicture: first ? leadPicture(first, 'card') : null,
  };
}
