import { describe, expect, it } from 'vitest';
import { attractionQuerySchema } from './attraction-query.js';

const issues = (query: unknown) =>
  attractionQuerySchema.safeParse(query).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
  [];

describe('attractionQuerySchema', () => {
  const noFamilyFilters = {
    openOn: undefined,
    includeUnknownHours: undefined,
    partialAccess: undefined,
    age: undefined,
    maxPrice: undefined,
    setting: [],
    member: [],
  };

  it('fills paging defaults for an empty query', () => {
    expect(attractionQuerySchema.parse({})).toEqual({
      category: [],
      region: [],
      facility: [],
      page: 1,
      pageSize: 24,
      limit: undefined,
      sort: undefined,
      latitude: undefined,
      longitude: undefined,
      maxDistance: undefined,
      exclude: undefined,
      attractionGroupName: undefined,
      bbox: undefined,
      search: undefined,
      isExactSearch: false,
      adminFilter: undefined,
      source: undefined,
      preferCurated: false,
      ...noFamilyFilters,
    });
  });

  it('parses a full query as Fastify hands it over', () => {
    const query = attractionQuerySchema.parse({
      category: ['zoo', 'aquarium'],
      region: 'london',
      facility: 'parking',
      page: '2',
      pageSize: '1000',
      limit: '6',
      sort: 'most-popular',
      latitude: '51.52',
      longitude: '-0.09',
      maxDistance: '25',
      exclude: '7',
      attractionGroupName: 'merlinentertainments',
      search: ' sea life ',
      isExactSearch: 'true',
      adminFilter: 'SUBMISSION_AWAITING_REVIEW',
      source: 'castlemap',
      preferCurated: 'true',
    });
    expect(query).toEqual({
      category: ['zoo', 'aquarium'],
      region: ['london'],
      facility: ['parking'],
      page: 2,
      pageSize: 1000,
      limit: 6,
      sort: 'most-popular',
      latitude: 51.52,
      longitude: -0.09,
      maxDistance: 25,
      exclude: 7,
      attractionGroupName: 'merlinentertainments',
      search: 'sea life',
      isExactSearch: true,
      adminFilter: 'SUBMISSION_AWAITING_REVIEW',
      source: 'castlemap',
      preferCurated: true,
      ...noFamilyFilters,
    });
  });

  it('names the parameter in every message', () => {
    expect(
      issues({
        category: 'Theme Park',
        page: '0',
        pageSize: '1001',
        limit: '0',
        sort: 'newest',
        latitude: '100',
        longitude: '200',
        maxDistance: '0',
        exclude: '-3',
        attractionGroupName: 'Merlin!',
        search: 'x'.repeat(201),
        isExactSearch: 'maybe',
        adminFilter: 'EVERYTHING',
      }),
    ).toEqual([
      ['category', 'category must be a name of lowercase letters a-z and digits 0-9 only'],
      ['page', 'page must be a whole number of 1 or more'],
      ['pageSize', 'pageSize must be a whole number from 1 to 1000'],
      ['limit', 'limit must be a whole number from 1 to 1000'],
      [
        'sort',
        'sort must be one of: relevance, recommended, a-z, z-a, closest, furthest, most-popular, least-popular, price-low-high, price-high-low',
      ],
      ['latitude', 'latitude must be a number from -90 to 90'],
      ['longitude', 'longitude must be a number from -180 to 180'],
      ['maxDistance', 'maxDistance must be a number of miles greater than 0'],
      ['exclude', 'exclude must be a whole number of 1 or more'],
      [
        'attractionGroupName',
        'attractionGroupName must be a name of lowercase letters a-z and digits 0-9 only',
      ],
      ['search', 'search must be at most 200 characters'],
      ['isExactSearch', 'isExactSearch must be true or false'],
      [
        'adminFilter',
        'adminFilter must be one of: ALL_ATTRACTIONS, LIVE_ATTRACTIONS, NON_LIVE_ATTRACTIONS, ALL_SUBMISSIONS, SUBMISSION_AWAITING_REVIEW, SUBMISSION_REJECTED, SUBMISSION_APPROVED',
      ],
    ]);
  });

  it('takes latitude and longitude together or not at all', () => {
    expect(issues({ latitude: '51.5' })).toEqual([
      ['longitude', 'latitude and longitude must be given together'],
    ]);
    expect(issues({ longitude: '-0.1' })).toEqual([
      ['latitude', 'latitude and longitude must be given together'],
    ]);
  });

  it('accepts maxDistance without coordinates, for the server to skip', () => {
    expect(issues({ maxDistance: '10' })).toEqual([]);
  });

  it('treats an empty search as no search', () => {
    expect(attractionQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });

  it('ignores parameters it does not know', () => {
    expect(attractionQuerySchema.parse({ utm_source: 'mail' })).not.toHaveProperty('utm_source');
  });
});
