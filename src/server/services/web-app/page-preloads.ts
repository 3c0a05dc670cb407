// Lets the browser fetch a page's own code while it is still fetching the app's shell. The pages
// are lazy chunks the shell asks for only once it runs; on a slow phone connection that is one
// more round trip before the page can hydrate or ask the API for its data. Which module is a
// page's own comes from the page table (src/contract/page-routes.ts, decision 182), and its
// chunks from the build's manifest, so a moved page cannot lose its preload without a failure.
// The same chunks' CSS Modules (decision 195) come with them, as text for the page's head.
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
  /** The stylesheets Vite split out with this chunk (its CSS Modules, decision 195). */
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks a module needs that the entry does not already load, its own first. */
function chunksOf(manifest: Manifest, key: string, loaded: Set<string>): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || loaded.has(name)) return;
    loaded.add(name);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return chunks;
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

/** A page's own chunks and the stylesheets they bring (none without a build manifest). */
export interface PageAssets {
  /** `<link rel="modulepreload">` tags for the page's chunks, its own first. */
  preloads: string[];
  /**
   * The page's stylesheets, for the head: their text, as a page's CSS is a few KB (decision 195),
   * less than the round trip a `<link>` would cost before the first paint; and their paths.
   */
  styles: PageStyles;
}

/** A page's own CSS: the text of its chunks' stylesheets, and the paths they are built to. */
export interface PageStyles {
  css: string;
  files: readonly string[];
}

const NO_ASSETS: PageAssets = { preloads: [], styles: { css: '', files: [] } };

/**
 * Reads the build's manifest and stylesheets once; answers, for a page path, its chunks'
 * preloads and its CSS (nothing without a manifest, e.g. the API tests' stand-in web app). A page
 * module the manifest lacks is an error at start: the table and the build disagree.
 */
export function createPageAssets(webRoot: string): (pathname: string) => PageAssets {
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => NO_ASSETS;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const missing = pageModules().filter((module) => !(module in manifest));
  if (missing.length > 0) {
    throw new Error(
      `The build's manifest (${manifestPath}) has no chunk for the page modules ${missing.join(', ')}: ` +
        'fix their paths in src/contract/page-routes.ts, or run: npm run build',
    );
  }
  const loadedByEntry = entryChunks(manifest);
  const assets = new Map(
    pageModules().map((module) => {
      const chunks = chunksOf(manifest, module, new Set(loadedByEntry));
      const stylesheets = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
      return [
        module,
        {
          preloads: chunks.map(
            (chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}" />`,
          ),
          styles: {
            css: stylesheets.map((file) => readFileSync(path.join(webRoot, file), 'utf8')).join(''),
            files: stylesheets.map((file) => `/${file}`),
          },
        },
      ];
    }),
  );
  return (pathname) => {
    const module = moduleOf(pathname);
    return module ? (assets.get(module) ?? NO_ASSETS) : NO_ASSETS;
  };
}
