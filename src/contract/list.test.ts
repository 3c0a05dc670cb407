import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildListMetadata,
  envelopeSchema,
  ErrorResponseSchema,
  listResponseSchema,
  totalPagesFor,
} from './list.js';

describe('listResponseSchema', () => {
  const schema = listResponseSchema(z.object({ id: z.number() }));

  it('reads results with paging metadata', () => {
    const list = {
      results: [{ id: 1 }],
      metadata: { currentPage: 1, totalPages: 1, totalResults: 1 },
    };
    expect(schema.parse(list)).toEqual(list);
  });

  it('refuses zero pages, even for an empty list', () => {
    const empty = { results: [], metadata: { currentPage: 1, totalPages: 0, totalResults: 0 } };
    expect(schema.safeParse(empty).success).toBe(false);
  });
});

describe('totalPagesFor and buildListMetadata', () => {
  it('rounds pages up and never reports fewer than one', () => {
    expect(totalPagesFor(0, 24)).toBe(1);
    expect(totalPagesFor(24, 24)).toBe(1);
    expect(totalPagesFor(25, 24)).toBe(2);
    expect(buildListMetadata({ totalResults: 49, page: 2, pageSize: 24 })).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalResults: 49,
    });
  });
});

describe('envelopeSchema', () => {
  const schema = envelopeSchema(z.object({ id: z.number() }));

  it('reads result true on success and null otherwise', () => {
    expect(schema.parse({ response: { id: 1 }, result: true }).result).toBe(true);
    expect(schema.parse({ response: { id: 1 }, result: null }).result).toBeNull();
    expect(schema.safeParse({ response: { id: 1 }, result: false }).success).toBe(false);
  });
});

describe('ErrorResponseSchema', () => {
  it('reads an error with and without field messages', () => {
    const error = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The attraction has errors.',
      fieldErrors: { name: ['This field is required.'] },
    };
    expect(ErrorResponseSchema.parse(error)).toEqual(error);
    expect(
      ErrorResponseSchema.safeParse({ statusCode: 404, error: 'Not Found', message: 'Gone' })
        .success,
    ).toBe(true);
  });

  it('refuses a status that is not an error', () => {
    expect(
      ErrorResponseSchema.safeParse({ statusCode: 200, error: 'OK', message: '' }).success,
    ).toBe(false);
  });
});
