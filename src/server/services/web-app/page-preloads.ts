// Lets the browser fetch a page's own code while it is still fetching the app's shell. The pages
// are lazy chunks the shell asks for only once it runs; on a slow phone connection that is one
// more round trip before the page can hydrate or ask the API for its data. Which module is a
// page's own comes from the page table (src/contract/page-routes.ts, decision 182), and its
// chunks from the build's manifest, so a moved page cannot lose its preload without a failure.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isAdminAreaPath,
  matchPagePath,
  NOT_FOUND_PAGE_MODULE,
  PAGES,
} from '../../../contract/page-routes.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks a module needs that the entry does not already load, its own first. */
function chunksOf(manifest: Manifest, key: string, loaded: Set<string>): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || loaded.has(name)) return;
    loaded.add(name);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** The entry's static imports, transitively: index.html already loads them. */
function entryChunks(manifest: Manifest): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const imported of manifest[name]?.imports ?? []) visit(imported);
  };
  for (const [name, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(name);
  return loaded;
}

/** Every module the page table names: each page's own, and the not-found page's. */
export function pageModules(): string[] {
  return [
    ...new Set([...Object.values(PAGES).map((route) => route.module), NOT_FOUND_PAGE_MODULE]),
  ];
}

/** The page module a path renders: its page's, the not-found page's, or none (the admin area). */
function moduleOf(pathname: string): string | null {
  if (isAdminAreaPath(pathname)) return null;
  const match = matchPagePath(pathname);
  return match ? PAGES[match.page].module : NOT_FOUND_PAGE_MODULE;
}

/**
 * Reads the build's manifest once; answers, for a page path, the `<link rel="modulepreload">`
 * tags of its chunks (none without a manifest, e.g. the API tests' stand-in web app). A page
 * module the manifest lacks is an error at start: the table and the build disagree.
 */
export function createPagePreloads(webRoot: string): (pathname: string) => string[] {
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const missing = pageModules().filter((module) => !(module in manifest));
  if (missing.length > 0) {
    throw new Error(
      `The build's manifest (${manifestPath}) has no chunk for the page modules ${missing.join(', ')}: ` +
        'fix their paths in src/contract/page-routes.ts, or run: npm run build',
    );
  }
  const loadedByEntry = entryChunks(manifest);
  const tags = new Map(
    pageModules().map((module) => [
      module,
      chunksOf(manifest, module, new Set(loadedByEntry)).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}" />`,
      ),
    ]),
  );
  return (pathname) => {
    const module = moduleOf(pathname);
    return module ? (tags.get(module) ?? []) : [];
  };
}
