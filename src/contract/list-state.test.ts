import { describe, expect, it } from 'vitest';
import { emptyFamilyFilters } from './family-list-state.js';
import {
  activeFilterCount,
  changeFilters,
  listApiQuery,
  listSearch,
  parseListState,
  withPathFilter,
} from './list-state.js';
import { toQueryString } from './query-string.js';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('the list URL', () => {
  it('reads every key, repeating the filter keys', () => {
    expect(
      parse(
        'page=3&sort=a-z&category=zoo&category=museum&region=london&facility=cafe&search=owls&distance=10',
      ),
    ).toEqual({
      page: 3,
      sort: 'a-z',
      categories: ['zoo', 'museum'],
      regions: ['london'],
      facilities: ['cafe'],
      search: 'owls',
      distance: 10,
      ...emptyFamilyFilters,
    });
  });

  it('falls back to the defaults for missing or bad values', () => {
    expect(parse('page=0&sort=sideways&distance=7&category=Not%20A%20Slug')).toEqual({
      page: 1,
      sort: null,
      categories: [],
      regions: [],
      facilities: [],
      search: null,
      distance: 'any',
      ...emptyFamilyFilters,
    });
  });

  it('reads the family filters in the API vocabulary, forgiving bad values', () => {
    expect(
      parse(
        'openOn=2026-11-28&includeUnknownHours=true&partialAccess=true&age=4&maxPrice=0&setting=mixed&setting=indoor&setting=wet',
      ),
    ).toMatchObject({
      openOn: '2026-11-28',
      includeUnknownHours: true,
      partialAccess: true,
      age: 4,
      maxPrice: 0,
      settings: ['indoor', 'mixed'],
    });
    expect(parse('openOn=2026-02-30&age=-1&maxPrice=6')).toMatchObject({
      openOn: null,
      age: null,
      maxPrice: null,
    });
  });

  it('round-trips the family filters and counts each on the badge', () => {
    const state = parse(
      'openOn=2026-11-28&includeUnknownHours=true&age=4&maxPrice=0&setting=indoor&setting=mixed',
    );
    expect(parse(listSearch(state).slice(1))).toEqual(state);
    expect(activeFilterCount(state)).toBe(5);
    // Including unknown hours means nothing without a day.
    expect(listSearch(parse('includeUnknownHours=true'))).toBe('');
  });

  it('round-trips: writing then reading gives the same state', () => {
    const state = parse(
      'sort=most-popular&category=zoo&region=wales&region=london&distance=25&page=2',
    );
    expect(parse(listSearch(state).slice(1))).toEqual(state);
  });

  it('leaves defaults out, so the plain list has a plain URL', () => {
    expect(listSearch(parse(''))).toBe('');
    expect(listSearch(parse('page=1&distance=any'))).toBe('');
  });

  it('goes back to page 1 when a filter or the sort changes', () => {
    const state = parse('page=4&category=zoo');
    expect(changeFilters(state, { sort: 'z-a' }).page).toBe(1);
    expect(changeFilters(state, { regions: ['london'] }).page).toBe(1);
  });
});

describe('path filters', () => {
  it('pre-select a category, region, facility or search', () => {
    const state = parse('category=museum');
    expect(withPathFilter(state, { kind: 'category', value: 'zoo' }).categories).toEqual([
      'zoo',
      'museum',
    ]);
    expect(withPathFilter(state, { kind: 'region', value: 'london' }).regions).toEqual(['london']);
    expect(withPathFilter(state, { kind: 'facility', value: 'cafe' }).facilities).toEqual(['cafe']);
    expect(withPathFilter(state, { kind: 'search', value: 'castle' }).search).toBe('castle');
  });

  it('count towards the active filters', () => {
    const state = withPathFilter(parse('region=wales&distance=5'), {
      kind: 'category',
      value: 'zoo',
    });
    expect(activeFilterCount(state)).toBe(3);
  });
});

describe('the API query for a list view', () => {
  const london = { latitude: 51.52, longitude: -0.09 };

  it("asks for the closest first, 24 a page, from the visitor's rounded position", () => {
    const query = listApiQuery(parse(''), { latitude: 53.48123, longitude: -2.24456 });
    expect(toQueryString(query)).toBe(
      '?sort=closest&page=1&pageSize=24&latitude=53.481&longitude=-2.245',
    );
  });

  it('carries every filter, the page and a distance limit; a search sorts by relevance', () => {
    const state = withPathFilter(parse('page=2&category=zoo&facility=cafe&distance=10'), {
      kind: 'search',
      value: 'owls',
    });
    expect(toQueryString(listApiQuery(state, london))).toBe(
      '?category=zoo&facility=cafe&search=owls&sort=relevance&page=2&pageSize=24' +
        '&latitude=51.52&longitude=-0.09&maxDistance=10',
    );
  });

  it('keeps an explicit sort', () => {
    expect(listApiQuery(parse('sort=z-a'), london).sort).toBe('z-a');
  });

  it('opens a landing page (a region and a category in the path) on Recommended', () => {
    const landing = ['region', 'category'] as const;
    expect(listApiQuery(parse(''), london, landing).sort).toBe('recommended');
    expect(listApiQuery(parse('sort=closest'), london, landing).sort).toBe('closest');
    expect(listApiQuery(parse('search=owls'), london, landing).sort).toBe('relevance');
    // A region's or a category's own page keeps SPEC's default.
    expect(listApiQuery(parse(''), london, ['region']).sort).toBe('closest');
  });
});
