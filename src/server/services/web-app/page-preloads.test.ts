import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../contract/page-routes.js';
import { createPageAssets, pageModules } from './page-preloads.js';

/** A built web app's manifest in the shape Vite writes it, with the stylesheets it names. */
function webRootWith(manifest: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'daytrip-preloads-'));
  mkdirSync(path.join(root, '.vite'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, css] of Object.entries(STYLESHEETS)) writeFileSync(path.join(root, file), css);
  return root;
}

const STYLESHEETS = {
  'assets/shell-1.css': '.shell{}',
  'assets/visitor-1.css': '._card_1{border-radius:16px}',
  'assets/AttractionsPage-1.css': '._filters_1{gap:8px}',
};

/** Every page module as a chunk of its own; the list page also imports a shared chunk. */
function manifestOfEveryPage(): Record<string, unknown> {
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell.js'] },
    '_shell.js': { file: 'assets/shell-1.js', css: ['assets/shell-1.css'] },
    '_visitor.js': {
      file: 'assets/visitor-1.js',
      imports: ['_shell.js'],
      css: ['assets/visitor-1.css'],
    },
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
    css: ['assets/AttractionsPage-1.css'],
  };
  return manifest;
}

const hrefs = (tags: string[]) => tags.map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);

describe('page preloads', () => {
  const assetsFor = createPageAssets(webRootWith(manifestOfEveryPage()));
  const preloadsFor = (pathname: string) => assetsFor(pathname).preloads;

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
    expect(createPageAssets(bare)('/attractions/')).toEqual({
      preloads: [],
      styles: { css: '', files: [] },
    });
  });

  it("gives a page the text of its chunks' stylesheets, but not the entry's, which index.html links", () => {
    expect(assetsFor('/attractions/').styles).toEqual({
      css: '._filters_1{gap:8px}._card_1{border-radius:16px}',
      files: ['/assets/AttractionsPage-1.css', '/assets/visitor-1.css'],
    });
    expect(assetsFor('/regions/wales').styles).toEqual(assetsFor('/attractions/').styles);
    expect(assetsFor('/').styles.css).toBe('');
    expect(assetsFor('/admin/attractions/all').styles.css).toBe('');
  });

  it('refuses to start when the build has no chunk for a page module the table names', () => {
    const manifest = manifestOfEveryPage();
    delete manifest[PAGES.about.module];
    expect(() => createPageAssets(webRootWith(manifest))).toThrow(
      /no chunk for the page modules features\/info\/AboutPage\.tsx/,
    );
  });
});
