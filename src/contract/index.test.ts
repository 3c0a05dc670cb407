import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';

/**
 * Fastify publishes route schemas through zod's JSON Schema conversion (fastify-type-provider-
 * zod): response schemas in output mode, bodies and queries in input mode. Converting with
 * unrepresentable: 'throw' proves no schema hides a transform or custom type on the side that
 * is published, so /api/docs is exact.
 */
const responseSchemas: Record<string, z.ZodType> = {
  CategorySchema: contract.CategorySchema,
  RegionSchema: contract.RegionSchema,
  FacilitySchema: contract.FacilitySchema,
  AttractionGroupSchema: contract.AttractionGroupSchema,
  CitySchema: contract.CitySchema,
  BannerSchema: contract.BannerSchema,
  AttractionSchema: contract.AttractionSchema,
  'listResponseSchema(AttractionSchema)': contract.listResponseSchema(contract.AttractionSchema),
  'envelopeSchema(AttractionSchema)': contract.envelopeSchema(contract.AttractionSchema),
  ErrorResponseSchema: contract.ErrorResponseSchema,
  AuthenticateResponseSchema: contract.AuthenticateResponseSchema,
  SiteMetadataSchema: contract.SiteMetadataSchema,
};

const requestSchemas: Record<string, z.ZodType> = {
  CategoryInputSchema: contract.CategoryInputSchema,
  RegionInputSchema: contract.RegionInputSchema,
  FacilityInputSchema: contract.FacilityInputSchema,
  AttractionGroupInputSchema: contract.AttractionGroupInputSchema,
  AttractionInputSchema: contract.AttractionInputSchema,
  AuthenticateInputSchema: contract.AuthenticateInputSchema,
  ReferenceNumberSchema: contract.ReferenceNumberSchema,
  attractionQuerySchema: contract.attractionQuerySchema,
  categoryQuerySchema: contract.categoryQuerySchema,
  simpleListQuerySchema: contract.simpleListQuerySchema,
};

describe('the contract as JSON Schema', () => {
  it.each(Object.entries(responseSchemas))('publishes %s as a response', (_, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
  });

  it.each(Object.entries(requestSchemas))('publishes %s as a request', (_, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
  });

  it('keeps SPEC limits visible in the published attraction body', () => {
    const json = z.toJSONSchema(contract.AttractionInputSchema, { io: 'input' }) as {
      properties: Record<string, { maxLength?: number }>;
      required: string[];
    };
    expect(json.properties['name']?.maxLength).toBe(80);
    expect(json.properties['description']?.maxLength).toBe(1000);
    expect(json.required).toEqual(expect.arrayContaining(['name', 'description', 'categories']));
  });
});

describe('the contract’s public surface', () => {
  it('exports from every module through the index', () => {
    for (const name of [
      'messages',
      'notices',
      'listTexts',
      'FIELD_LIMITS',
      'AttractionSortSchema',
      'formatDistance',
      'greetingAt',
      'deriveSlug',
      'priceBandFromPounds',
      'slugField',
      'normaliseAttractionInput',
      'attractionQuerySchema',
      'resolveAttractionSort',
      'categoryQuerySchema',
      'simpleListQuerySchema',
      'splitFacilityDisplayName',
      'socialFreshness',
      'normaliseReferenceNumber',
      'toFieldErrors',
      'toSearchParams',
      'socialProfileUrl',
    ]) {
      expect(contract, name).toHaveProperty(name);
    }
  });
});
