// Lets the browser fetch a page's own code while it is still fetching the app's shell. The pages
// are lazy chunks the shell asks for only once it runs; on a slow phone connection that is one
// more round trip before the page can even ask the API for its data (bench/WEB.md: the list's
// first picture is the largest paint, and waits on script → page chunk → API → image).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchListPage } from './list-pages.js';

// Only the list pages: Lighthouse A/B runs on an idle machine (docs/decisions/047) showed their
// largest paint ~0.25 s sooner at an equal score, while on the attraction page the earlier
// compile lengthened blocking time and lowered the score. A path missed here loses only the head
// start, a wrong one costs a wasted download.
const PAGE_MODULES: [(pathname: string) => boolean, string][] = [
  [(pathname) => matchListPage(pathname) !== undefined, 'attractions/AttractionsPage.tsx'],
];

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

/**
 * Reads the build's manifest once; answers, for a page path, the `<link rel="modulepreload">`
 * tags of its chunks (none without a manifest, e.g. the API tests' stand-in web app).
 */
export function createPagePreloads(webRoot: string): (pathname: string) => string[] {
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const loadedByEntry = entryChunks(manifest);
  const tags = new Map(
    PAGE_MODULES.map(([, module]) => [
      module,
      chunksOf(manifest, module, new Set(loadedByEntry)).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}" />`,
      ),
    ]),
  );
  return (pathname) => {
    const found = PAGE_MODULES.find(([matches]) => matches(pathname));
    return found ? (tags.get(found[1]) ?? []) : [];
  };
}
