import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AttractionGroupInputSchema, AttractionGroupSchema } from './attraction-group.js';
import { AttractionInputSchema } from './attraction-input.js';
import { attractionQuerySchema } from './attraction-query.js';
import { AttractionSchema } from './attraction.js';
import { AuthenticateInputSchema, AuthenticateResponseSchema } from './auth.js';
import { BannerSchema } from './banner.js';
import { CategoryInputSchema, CategorySchema } from './category.js';
import { CitySchema } from './city.js';
import { FacilityInputSchema, FacilitySchema } from './facility.js';
import { categoryQuerySchema, simpleListQuerySchema } from './list-query.js';
import { envelopeSchema, ErrorResponseSchema, listResponseSchema } from './list.js';
import { SiteMetadataSchema } from './metadata.js';
import { RegionInputSchema, RegionSchema } from './region.js';
import { ReferenceNumberSchema } from './submission.js';

/**
 * Fastify publishes route schemas through zod's JSON Schema conversion (fastify-type-provider-
 * zod): response schemas in output mode, bodies and queries in input mode. Converting with
 * unrepresentable: 'throw' proves no schema hides a transform or custom type on the side that
 * is published, so /api/docs is exact.
 */
const responseSchemas: Record<string, z.ZodType> = {
  CategorySchema: CategorySchema,
  RegionSchema: RegionSchema,
  FacilitySchema: FacilitySchema,
  AttractionGroupSchema: AttractionGroupSchema,
  CitySchema: CitySchema,
  BannerSchema: BannerSchema,
  AttractionSchema: AttractionSchema,
  'listResponseSchema(AttractionSchema)': listResponseSchema(AttractionSchema),
  'envelopeSchema(AttractionSchema)': envelopeSchema(AttractionSchema),
  ErrorResponseSchema: ErrorResponseSchema,
  AuthenticateResponseSchema: AuthenticateResponseSchema,
  SiteMetadataSchema: SiteMetadataSchema,
};

const requestSchemas: Record<string, z.ZodType> = {
  CategoryInputSchema: CategoryInputSchema,
  RegionInputSchema: RegionInputSchema,
  FacilityInputSchema: FacilityInputSchema,
  AttractionGroupInputSchema: AttractionGroupInputSchema,
  AttractionInputSchema: AttractionInputSchema,
  AuthenticateInputSchema: AuthenticateInputSchema,
  ReferenceNumberSchema: ReferenceNumberSchema,
  attractionQuerySchema: attractionQuerySchema,
  categoryQuerySchema: categoryQuerySchema,
  simpleListQuerySchema: simpleListQuerySchema,
};

describe('the contract as JSON Schema', () => {
  it.each(Object.entries(responseSchemas))('publishes %s as a response', (_, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
  });

  it.each(Object.entries(requestSchemas))('publishes %s as a request', (_, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
  });

  it('keeps SPEC limits visible in the published attraction body', () => {
    const json = z.toJSONSchema(AttractionInputSchema, { io: 'input' }) as {
      properties: Record<string, { maxLength?: number }>;
      required: string[];
    };
    expect(json.properties['name']?.maxLength).toBe(80);
    expect(json.properties['description']?.maxLength).toBe(1000);
    expect(json.required).toEqual(expect.arrayContaining(['name', 'description', 'categories']));
  });
});
