import type { FastifyInstance } from 'fastify';

/**
 * The public API's answer to a GET, through its own route in-process (so validation, caches and
 * serialisation are the API's), or null unless it answered 200.
 */
export async function apiAnswer(app: FastifyInstance, url: string): Promise<string | null> {
  const response = await app.inject({ method: 'GET', url });
  return response.statusCode === 200 ? response.body : null;
}
