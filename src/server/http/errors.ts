// Every error leaves the server as JSON {statusCode, error, message, fieldErrors?} with an honest
// status code; a 500 never carries internals.
import { STATUS_CODES } from 'node:http';
import { UNSUPPORTED_MEDIA_TYPE_MESSAGE } from '../../contract/request-bodies.js';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from './database-outage.js';
import { outagePageHtml, wantsOutagePage } from './outage-page.js';
import { drainRequestBody } from './drain-body.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}

/** Turns request-validation issues into field messages, keyed by the parameter or body field. */
function fieldErrorsOf(error: FastifyError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fieldErrors;
  for (const issue of error.validation) {
    // Whole-body problems go under 'root', as the contract and react-hook-form name them.
    const key = String(issue.instancePath).replace(/^\//, '').replaceAll('/', '.') || 'root';
    (fieldErrors[key] ??= []).push(issue.message ?? 'is not valid');
  }
  return fieldErrors;
}

/** Fastify's codes for a body refused before it was read (too large, a type nothing reads). */
const UNREAD_BODY_CODES = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_ERR_CTP_INVALID_MEDIA_TYPE']);

export function registerErrorHandling(
  app: FastifyInstance,
  /** Named on the page a person sees while the database is down. */
  productName = 'Daytrip',
): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsOf(error);
      const message = Object.entries(fieldErrors)
        .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
        .join('; ');
      return reply
        .status(400)
        .send(errorBody(400, message || 'The request is not valid.', fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (UNREAD_BODY_CODES.has(error.code)) {
      // Read the rest before answering: a socket closed on unread data resets (decision 120).
      await drainRequestBody(request.raw);
      const message = status === 415 ? UNSUPPORTED_MEDIA_TYPE_MESSAGE : error.message;
      return reply.status(status).send(errorBody(status, message));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.status(status).send(errorBody(status, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
      // A person opening a page reads a page; the API's clients keep their JSON.
      if (wantsOutagePage(request)) {
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(outagePageHtml(productName, RETRY_AFTER_SECONDS));
      }
      return reply.send(errorBody(503, UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
}
