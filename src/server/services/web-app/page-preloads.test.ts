import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPagePreloads } from './page-preloads.js';

/** A built web app's manifest in the shape Vite writes it. */
function webRootWith(manifest: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'daytrip-preloads-'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return root;
}

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell-1.js' },
  '_visitor.js': { file: 'assets/visitor-1.js', imports: ['_shell.js'] },
  'attractions/AttractionsPage.tsx': {
    file: 'assets/AttractionsPage-1.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_visitor.js'],
  },
  'home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_visitor.js'] },
};

const hrefs = (tags: string[]) => tags.map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);

describe('page preloads', () => {
  const preloadsFor = createPagePreloads(webRootWith(manifest));

  it("names a list page's chunk and the chunks it imports that the entry does not load", () => {
    for (const page of ['/attractions/', '/search/zoo', '/categories/zoo', '/regions/wales']) {
      expect(hrefs(preloadsFor(page)), page).toEqual([
        '/assets/AttractionsPage-1.js',
        '/assets/visitor-1.js',
      ]);
    }
    expect(preloadsFor('/attractions/')[0]).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/AttractionsPage-1.js" />',
    );
  });

  it('names nothing for pages it does not know, or without a manifest', () => {
    for (const page of ['/', '/about/', '/categories/', '/attraction/1']) {
      expect(preloadsFor(page), page).toEqual([]);
    }
    const bare = mkdtempSync(path.join(tmpdir(), 'daytrip-preloads-'));
    expect(createPagePreloads(bare)('/attractions/')).toEqual([]);
  });
});
