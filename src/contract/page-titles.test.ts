import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, pageTitle } from './page-titles.js';

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
