import { describe, expect, it } from 'vitest';
import { matchListPage, splitPageUrl } from './list-pages.js';

describe('list page paths', () => {
  it('knows the plain list, with or without its trailing slash', () => {
    expect(matchListPage('/attractions/')).toEqual({ pathFilters: [] });
    expect(matchListPage('/attractions')).toEqual({ pathFilters: [] });
  });

  it('names the filter each pre-filtered path selects, decoded as the router decodes it', () => {
    expect(matchListPage('/search/Chester%20Zoo')).toEqual({
      pathFilters: [{ kind: 'search', value: 'Chester Zoo' }],
    });
    expect(matchListPage('/categories/zoo')?.pathFilters).toEqual([
      { kind: 'category', value: 'zoo' },
    ]);
    expect(matchListPage('/regions/wales/')?.pathFilters).toEqual([
      { kind: 'region', value: 'wales' },
    ]);
    expect(matchListPage('/facilities/cafe')?.pathFilters).toEqual([
      { kind: 'facility', value: 'cafe' },
    ]);
    expect(matchListPage('/regions/wales/museum')?.pathFilters).toEqual([
      { kind: 'region', value: 'wales' },
      { kind: 'category', value: 'museum' },
    ]);
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/categories/', '/attraction/12', '/search/a/b', '/search/%E0%A4%A']) {
      expect(matchListPage(path), path).toBeUndefined();
    }
  });
});

describe('page URLs', () => {
  it('split into path and query without reading a leading // as a host', () => {
    const { pathname, searchParams } = splitPageUrl('//[x/attractions?sort=a-z&category=zoo');
    expect(pathname).toBe('//[x/attractions');
    expect(searchParams.getAll('category')).toEqual(['zoo']);
    expect(splitPageUrl('/attractions/').searchParams.toString()).toBe('');
  });
});
