// Every error leaves the server as JSON {statusCode, error, message, fieldErrors?} with an honest
// status code; a 500 never carries internals.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from './database-outage.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
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
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.status(status).send(errorBody(status, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody(503, UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
}
