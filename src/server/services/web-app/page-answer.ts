// API answers a page's code would ask for first, given inside its HTML (decision 048): the list
// pages' first page of results and the attraction page's attraction. The browser would otherwise
// ask only once its code has loaded and run: on a slow phone, a round trip after seconds of
// script, with the page's largest picture waiting behind it.
import type { FastifyInstance } from 'fastify';
import { attractionPageAnswer } from './attraction-page-answer.js';
import { firstListAnswer } from './first-list-answer.js';
import type { LeadPicture } from '../../../contract/lead-picture.js';

export interface PageAnswer {
  /** The API URL the page will ask for, exactly as the browser builds it. */
  url: string;
  /** The API's answer to it, byte for byte. */
  body: string;
  /** The picture the first view shows largest, for a preload link. */
  leadPicture: LeadPicture | null;
}

/** The answer for the page at `pageUrl` (path and query), or null when it has none to give. */
export async function pageAnswer(
  app: FastifyInstance,
  pageUrl: string,
  cookieHeader: string | undefined,
): Promise<PageAnswer | null> {
  return (
    (await firstListAnswer(app, pageUrl, cookieHeader)) ??
    (await attractionPageAnswer(app, pageUrl))
  );
}
