import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, type PageRoute } from '../../src/contract/page-routes.js';

// A server-rendered page's first view loads the shell's entry chunk, its own page chunk and what
// both import statically (the server preloads exactly these, decision 182). zod (about 25 KB gzip)
// belongs to the editing forms and the admin area, which load it in their own chunks: a module on
// a first view importing one constant from a contract module that also declares schemas brings
// all of them in, and zod with them (decisions 096 and 192). This reads the real build
// (`npm test` builds before it runs these).
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const manifest = JSON.parse(
  readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** The chunk of `key` and every chunk it imports statically, as manifest keys. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The first-view files of the entry and of one page module that hold zod's core. */
function zodFiles(pageModule: string | null): string[] {
  const keys = new Set<string>();
  for (const entry of Object.keys(manifest).filter((key) => manifest[key]?.isEntry)) {
    staticClosure(entry, keys);
  }
  if (pageModule) {
    expect(manifest[pageModule], `${pageModule} is in the build`).toBeDefined();
    staticClosure(pageModule, keys);
  }
  return [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) =>
      // Names zod's core defines whatever the minifier does to the rest.
      /ZodError|\$ZodType|jitless/.test(readFileSync(path.join(webRoot, file), 'utf8')),
    );
}

const serverRendered = [
  ...new Set(
    Object.values(PAGES as Record<string, PageRoute>)
      .filter((route) => route.rendering === 'server')
      .map((route) => route.module),
  ),
];

describe('no zod in a first view (decisions 096, 192)', () => {
  it("in the shell's entry and what it imports", () => {
    expect(zodFiles(null)).toEqual([]);
  });

  it.each(serverRendered)('on the server-rendered page %s', (module) => {
    expect(zodFiles(module)).toEqual([]);
  });
});
