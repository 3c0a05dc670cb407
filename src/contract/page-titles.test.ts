import { describe, expect, it } from 'vitest';
import { isHeldPath, PAGE_NAMES, pageTitle } from './page-titles.js';

describe('pageTitle', () => {
  it("formats '{product} - {page}'", () => {
    expect(pageTitle('Daytrip', PAGE_NAMES.home)).toBe('Daytrip - Home');
    expect(pageTitle('Funday', 'Chester Zoo')).toBe('Funday - Chester Zoo');
  });

  it('uses the spec titles for the pages the spec names', () => {
    expect(PAGE_NAMES.categories).toBe('Categories');
    expect(PAGE_NAMES.groups).toBe('Attraction Groups');
  });
});

describe('isHeldPath', () => {
  it('holds every visitor page', () => {
    for (const path of ['/', '/attractions/', '/attraction/1', '/about/', '/administrator']) {
      expect(isHeldPath(path)).toBe(true);
    }
  });

  it('leaves the admin area open', () => {
    for (const path of ['/admin', '/admin/', '/admin/categories/all']) {
      expect(isHeldPath(path)).toBe(false);
    }
  });
});
