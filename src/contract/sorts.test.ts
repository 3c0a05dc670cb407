import { describe, expect, it } from 'vitest';
import { resolveAttractionSort } from './sorts.js';

describe('resolveAttractionSort', () => {
  it('honours an explicit sort', () => {
    expect(resolveAttractionSort({ sort: 'z-a', search: 'zoo' }, true)).toBe('z-a');
    expect(resolveAttractionSort({ sort: 'furthest' }, true)).toBe('furthest');
    expect(resolveAttractionSort({ sort: 'relevance', search: 'zoo' }, false)).toBe('relevance');
  });

  it('sorts by relevance when there is a search term', () => {
    expect(resolveAttractionSort({ search: 'zoo' }, true)).toBe('relevance');
    expect(resolveAttractionSort({ search: 'zoo' }, false)).toBe('relevance');
  });

  it('sorts closest first with coordinates, else A-Z', () => {
    expect(resolveAttractionSort({}, true)).toBe('closest');
    expect(resolveAttractionSort({}, false)).toBe('a-z');
    expect(resolveAttractionSort({ search: '  ' }, false)).toBe('a-z');
  });

  it('falls back when an explicit sort cannot be honoured', () => {
    expect(resolveAttractionSort({ sort: 'closest' }, false)).toBe('a-z');
    expect(resolveAttractionSort({ sort: 'furthest', search: 'zoo' }, false)).toBe('relevance');
  });

  it('honours relevance without a search term: the catalogue order (decision 051)', () => {
    expect(resolveAttractionSort({ sort: 'relevance' }, true)).toBe('relevance');
    expect(resolveAttractionSort({ sort: 'relevance' }, false)).toBe('relevance');
  });
});
