import type { FastifyInstance } from 'fastify';

/** The API could not answer a page's data (a database outage): the page answers 503. */
export class PageDataUnavailableError extends Error {
  constructor(readonly url: string) {
    super(`The page's data at ${url} is unavailable.`);
    this.name = 'PageDataUnavailableError';
  }
}

/**
 * The public API's answer to a GET, through its own route in-process (so validation, caches and
 * serialisation are the API's), or null unless it answered 200; a 5xx throws
 * PageDataUnavailableError, so the page answers 503 rather than an empty list (decision 123).
 */
export async function apiAnswer(app: FastifyInstance, url: string): Promise<string | null> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode >= 500) throw new PageDataUnavailableError(url);
  return response.statusCode === 200 ? response.body : null;
}
