import { describe, expect, it } from 'vitest';
import { catalogueListMeta, closedPlaceMeta, notFoundMeta } from '../../contract/page-meta';
import { collectPageNotes } from './page-meta';

const site = { productName: 'Funday', publicUrl: 'https://funday.example' };

describe("a rendered page's metadata (decision 188)", () => {
  it("is the table's entry when the page says nothing about itself", () => {
    const notes = collectPageNotes();
    expect(notes.meta('/about/', site)).toEqual({
      status: 200,
      page: 'About',
      description: 'About Funday: curated lists of UK days out. No reviews, no bias.',
      canonicalPath: '/about/',
    });
    expect(notes.title()).toBeNull();
  });

  it('is what the page said as it rendered, the last word winning', () => {
    const notes = collectPageNotes();
    notes.sink.note({ title: 'Funday - Attractions' });
    notes.sink.note(catalogueListMeta('category', 'zoo', 'Zoos', 'Funday'));
    notes.sink.note({ title: 'Funday - Showing Zoos Fundays' });
    expect(notes.title()).toBe('Funday - Showing Zoos Fundays');
    expect(notes.meta('/categories/zoo', site)).toMatchObject({
      status: 200,
      page: 'Zoos',
      canonicalPath: '/categories/zoo/',
    });
  });

  it('is only a 404 or a 410 when the page rendered as one, whatever its path', () => {
    const missing = collectPageNotes();
    missing.sink.note(notFoundMeta('Funday'));
    expect(missing.meta('/group/nope', site)).toEqual(notFoundMeta('Funday'));

    const closed = collectPageNotes();
    closed.sink.note(closedPlaceMeta('Old Mill Museum'));
    const meta = closed.meta('/attraction/12', site);
    expect(meta.status).toBe(410);
    expect(meta.canonicalPath).toBeNull();
    expect(meta.description).toContain('Old Mill Museum');
  });

  it('names no canonical address for a page whose name needs data it did not say', () => {
    // A category page whose render never named it (no render, or no answer): not indexed.
    expect(collectPageNotes().meta('/categories/zoo', site).canonicalPath).toBeNull();
  });
});
