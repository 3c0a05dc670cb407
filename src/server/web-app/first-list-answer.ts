// A list page's first page of results, answered inside its HTML (decision 048). The browser would
// otherwise ask for it only once its code has loaded and run: on a slow phone that is a round trip
// after seconds of script, with the page's largest picture waiting behind it.
import type { FastifyInstance } from 'fastify';
import { ATTRACTIONS_PATH } from '../../contract/api-paths.js';
import type { Attraction } from '../../contract/attraction.js';
import { cardPicture } from '../../contract/catalogue-images.js';
import { parseCookies } from '../../contract/cookies.js';
import type { ListResponse } from '../../contract/list.js';
import { listApiQuery, parseListState, withPathFilter } from '../../contract/list-state.js';
import { readPreferences, startingLocation } from '../../contract/preferences.js';
import { toQueryString } from '../../contract/query-string.js';
import { matchListPage } from './list-pages.js';

export interface FirstListAnswer {
  /** The API URL the page will ask for, exactly as the browser builds it. */
  url: string;
  /** The API's answer to it, byte for byte. */
  body: string;
  /** The first card's picture, for a preload link (null when the list is empty). */
  firstPicture: string | null;
}

/**
 * The answer to the first list request the page at `pageUrl` will make, or null when the page is
 * not a list, the visitor's starting location needs the browser (a default city to look up), or
 * the API would not answer 200 (an unknown category, say: the page then asks and shows the error
 * as usual). The request goes through the API's own route in-process, so validation, the list
 * cache and serialisation are the API's.
 */
export async function firstListAnswer(
  app: FastifyInstance,
  pageUrl: string,
  cookieHeader: string | undefined,
): Promise<FirstListAnswer | null> {
  const url = new URL(pageUrl, 'http://page.invalid');
  const match = matchListPage(url.pathname);
  if (!match) return null;
  const point = startingLocation(readPreferences(parseCookies(cookieHeader)));
  if (!point) return null;
  const state = withPathFilter(parseListState(url.searchParams), match.pathFilter);
  const apiUrl = ATTRACTIONS_PATH + toQueryString(listApiQuery(state, point));
  const response = await app.inject({ method: 'GET', url: apiUrl });
  if (response.statusCode !== 200) return null;
  const first = (JSON.parse(response.body) as ListResponse<Attraction>).results[0];
  return {
    url: apiUrl,
    body: response.body,
    firstPicture: first
      ? cardPicture(first.links.mainImage, first.mainCategory?.categoryName)
      : null,
  };
}
