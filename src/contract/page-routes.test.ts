import { describe, expect, it } from 'vitest';
import {
  isAdminAreaPath,
  isShareablePagePath,
  matchPagePath,
  pageHref,
  PAGE_PATTERNS,
  PUBLIC_STATIC_PAGES,
} from './page-routes.js';

describe('matchPagePath', () => {
  it.each([
    ['/', 'home', {}],
    ['/attractions/', 'attractions', {}],
    ['/attractions', 'attractions', {}],
    ['/search/Chester%20Zoo', 'search', { searchText: 'Chester Zoo' }],
    ['/categories/zoo/', 'category', { categoryName: 'zoo' }],
    ['/regions/wales', 'region', { regionName: 'wales' }],
    ['/regions/wales/museum/', 'regionCategory', { regionName: 'wales', categoryName: 'museum' }],
    ['/facilities/cafe', 'facility', { facilityName: 'cafe' }],
    ['/attraction/submit', 'submit', {}],
    ['/attraction/create', 'create', {}],
    ['/attraction/12', 'attraction', { attractionId: '12' }],
    ['/attraction/edit/12', 'edit', { attractionId: '12' }],
    ['/attraction/editsubmission/AB12', 'editSubmission', { submissionId: 'AB12' }],
    ['/retrieveAttraction/', 'retrieve', {}],
    ['/retrieveAttraction/AB12', 'retrieveByReference', { referenceNumber: 'AB12' }],
    ['/group/merlin', 'group', { groupId: 'merlin' }],
    ['/policies/cookies/', 'cookies', {}],
    ['/admin', 'admin', {}],
  ])('reads %s as the %s page', (path, page, params) => {
    expect(matchPagePath(path)).toEqual({ page, params });
  });

  it("matches fixed segments in any case, as the router does, and keeps a parameter's case", () => {
    expect(matchPagePath('/Attractions/')).toEqual({ page: 'attractions', params: {} });
    expect(matchPagePath('/SEARCH/St Ives')).toEqual({
      page: 'search',
      params: { searchText: 'St Ives' },
    });
    expect(isAdminAreaPath('/Admin/attractions')).toBe(true);
  });

  it('names no page for unknown, deeper, doubled or badly escaped paths', () => {
    for (const path of [
      '/nowhere',
      '/search/a/b',
      '//attractions',
      '/regions//wales',
      '///',
      '/search/%E0%A4%A',
      '/admin/attractions/all',
      'attractions',
    ]) {
      expect(matchPagePath(path), path).toBeNull();
    }
  });
});

describe('pageHref', () => {
  it('builds the addresses links use, escaping what a segment carries', () => {
    expect(pageHref.attractions()).toBe('/attractions/');
    expect(pageHref.attractions('?sort=most-popular')).toBe('/attractions/?sort=most-popular');
    expect(pageHref.search('  fish & chips ')).toBe('/search/fish%20%26%20chips');
    expect(pageHref.region('yorkshire', '?sort=most-popular')).toBe(
      '/regions/yorkshire?sort=most-popular',
    );
    expect(pageHref.regionCategory('yorkshire', 'museum')).toBe('/regions/yorkshire/museum');
    expect(pageHref.attraction(42)).toBe('/attraction/42');
    expect(pageHref.editSubmission('AB/12')).toBe('/attraction/editsubmission/AB%2F12');
  });

  it('round-trips through matchPagePath', () => {
    expect(matchPagePath(pageHref.search('Chester Zoo'))?.params).toEqual({
      searchText: 'Chester Zoo',
    });
    expect(matchPagePath(pageHref.attraction(7))).toEqual({
      page: 'attraction',
      params: { attractionId: '7' },
    });
    for (const path of PUBLIC_STATIC_PAGES) expect(matchPagePath(path), path).not.toBeNull();
  });
});

describe('the admin area', () => {
  it('is /admin and everything under it, and nothing else', () => {
    expect(isAdminAreaPath(PAGE_PATTERNS.admin)).toBe(true);
    expect(isAdminAreaPath('/admin/reports/open')).toBe(true);
    expect(isAdminAreaPath('/administrator')).toBe(false);
    expect(isAdminAreaPath('/attractions/')).toBe(false);
  });
});

describe('isShareablePagePath (decision 184)', () => {
  it('lets a public page serve the next visitor, never a mailed link, an editor or the admin area', () => {
    for (const path of [
      '/',
      '/attractions/',
      '/Attractions/',
      '/attraction/12',
      '/sitemap/',
      '/no-such-page',
    ]) {
      expect(isShareablePagePath(path), path).toBe(true);
    }
    for (const path of [
      '/email/confirm/abc',
      '/email/unsubscribe/abc',
      '/shortlist/',
      '/admin/',
      '/attraction/submit',
    ]) {
      expect(isShareablePagePath(path), path).toBe(false);
    }
  });
});
