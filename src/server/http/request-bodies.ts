// How a write's body is taken (decisions 024 and 120). Every write takes JSON: text/plain (which
// Fastify would read as a string) and a missing Content-Type on a route that expects a body
// answer 415, saying what to send.
import type { FastifyInstance } from 'fastify';
import { UNSUPPORTED_MEDIA_TYPE_MESSAGE } from '../../contract/request-bodies.js';
import { HttpError } from './errors.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerRequestBodyRules(app: FastifyInstance): void {
  // Nothing reads text: without this parser, Fastify answers 415 for it.
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    if (!WRITE_METHODS.has(request.method) || request.headers['content-type'] !== undefined) return;
    // Fastify itself answers 415 for a body without a type; this covers the empty one.
    if (request.routeOptions.schema?.body) throw new HttpError(415, UNSUPPORTED_MEDIA_TYPE_MESSAGE);
  });
}
