import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../contract/page-routes.js';
import { createPagePreloads, pageModules } from './page-preloads.js';

/** A built web app's manifest in the shape Vite writes it. */
function webRootWith(manifest: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'daytrip-preloads-'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return root;
}

/** Every page module as a chunk of its own; the list page also imports a shared chunk. */
function manifestOfEveryPage(): Record<string, unknown> {
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell.js'] },
    '_shell.js': { file: 'assets/shell-1.js' },
    '_visitor.js': { file: 'assets/visitor-1.js', imports: ['_shell.js'] },
  };
  for (const module of pageModules()) {
    const name = path.basename(module, '.tsx');
    manifest[module] = {
      file: `assets/${name}-1.js`,
      isDynamicEntry: true,
      imports: ['_shell.js'],
    };
  }
  manifest[PAGES.attractions.module] = {
    file: 'assets/AttractionsPage-1.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_visitor.js'],
  };
  return manifest;
}

const hrefs = (tags: string[]) => tags.map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);

describe('page preloads', () => {
  const preloadsFor = createPagePreloads(webRootWith(manifestOfEveryPage()));

  it("names a list page's chunk and the chunks it imports that the entry does not load", () => {
    for (const page of ['/attractions/', '/search/zoo', '/categories/zoo', '/regions/wales']) {
      expect(hrefs(preloadsFor(page)), page).toEqual([
        '/assets/AttractionsPage-1.js',
        '/assets/visitor-1.js',
      ]);
    }
    expect(preloadsFor('/Attractions/')[0]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/AttractionsPage-1.js" />',
    );
  });

  it("names every other page's own chunk, and the not-found page's for a path no page has", () => {
    expect(hrefs(preloadsFor('/'))).toEqual(['/assets/HomePage-1.js']);
    expect(hrefs(preloadsFor('/attraction/12'))).toEqual(['/assets/AttractionPage-1.js']);
    expect(hrefs(preloadsFor('/policies/cookies/'))).toEqual(['/assets/CookiePolicyPage-1.js']);
    expect(hrefs(preloadsFor('/attraction/submit'))).toEqual(['/assets/SubmitAttractionPage-1.js']);
    expect(hrefs(preloadsFor('/no/such/page'))).toEqual(['/assets/NotFoundPage-1.js']);
  });

  it('names nothing in the admin area, or without a manifest', () => {
    expect(preloadsFor('/admin/attractions/all')).toEqual([]);
    const bare = mkdtempSync(path.join(tmpdir(), 'daytrip-preloads-'));
    expect(createPagePreloads(bare)('/attractions/')).toEqual([]);
  });

  it('refuses to start when the build has no chunk for a page module the table names', () => {
    const manifest = manifestOfEveryPage();
    delete manifest[PAGES.about.module];
    expect(() => createPagePreloads(webRootWith(manifest))).toThrow(
      /no chunk for the page modules features\/info\/AboutPage\.tsx/,
    );
  });
});
