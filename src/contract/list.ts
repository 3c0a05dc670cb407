import { z } from './zod.js';
import { MIN_TOTAL_PAGES } from './constants.js';

/**
 * Response envelopes shared by every endpoint (SPEC §7, DESIGN "API conventions"): lists answer
 * {results, metadata}, writes answer {response, result}, failures answer the error shape.
 */

export const ListMetadataSchema = z.object({
  currentPage: z.number().int().min(1),
  /** Never below 1, even for an empty list (SPEC §9 "minimum pagination 1 page"). */
  totalPages: z.number().int().min(MIN_TOTAL_PAGES),
  totalResults: z.number().int().min(0),
});
export type ListMetadata = z.infer<typeof ListMetadataSchema>;

export function listResponseSchema<T extends z.ZodType>(itemSchema: T) {
  return z.object({ results: z.array(itemSchema), metadata: ListMetadataSchema });
}
export interface ListResponse<T> {
  results: T[];
  metadata: ListMetadata;
}

export function totalPagesFor(totalResults: number, pageSize: number): number {
  return Math.max(MIN_TOTAL_PAGES, Math.ceil(totalResults / pageSize));
}

export function buildListMetadata(args: {
  totalResults: number;
  page: number;
  pageSize: number;
}): ListMetadata {
  return {
    currentPage: args.page,
    totalPages: totalPagesFor(args.totalResults, args.pageSize),
    totalResults: args.totalResults,
  };
}

/**
 * A write's answer. SPEC §7 reads result as true on success, otherwise null; our server answers
 * failures with an honest status and ErrorResponseSchema instead, so null is for old clients.
 */
export function envelopeSchema<T extends z.ZodType>(responseSchema: T) {
  return z.object({ response: responseSchema, result: z.literal(true).nullable() });
}
export interface Envelope<T> {
  response: T;
  result: true | null;
}

/** Field messages keyed by dotted path ('location.region'); 'root' for the body as a whole. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorResponseSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  error: z.string(),
  message: z.string(),
  fieldErrors: FieldErrorsSchema.optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
