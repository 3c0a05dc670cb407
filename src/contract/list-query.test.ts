import { describe, expect, it } from 'vitest';
import { categoryQuerySchema, simpleListQuerySchema } from './list-query.js';

describe('categoryQuerySchema', () => {
  it('sorts by rank and pages by 24 unless asked otherwise', () => {
    expect(categoryQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 24,
      search: undefined,
      isExactSearch: false,
      sort: 'rank',
      limit: undefined,
    });
  });

  it('reads its parameters', () => {
    expect(
      categoryQuerySchema.parse({
        sort: 'z-a',
        limit: '19',
        page: '1',
        pageSize: '1000',
        search: 'park',
        isExactSearch: 'true',
      }),
    ).toEqual({
      sort: 'z-a',
      limit: 19,
      page: 1,
      pageSize: 1000,
      search: 'park',
      isExactSearch: true,
    });
  });

  it('refuses the attraction-only sorts', () => {
    expect(categoryQuerySchema.safeParse({ sort: 'closest' }).error?.issues[0]?.message).toBe(
      'sort must be one of: rank, a-z, z-a',
    );
  });
});

describe('simpleListQuerySchema', () => {
  it('sorts A-Z unless asked otherwise', () => {
    expect(simpleListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 24,
      sort: 'a-z',
      search: undefined,
    });
  });

  it('refuses a rank sort', () => {
    expect(simpleListQuerySchema.safeParse({ sort: 'rank' }).error?.issues[0]?.message).toBe(
      'sort must be one of: a-z, z-a',
    );
  });
});
