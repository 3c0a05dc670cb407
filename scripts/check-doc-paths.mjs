// Docs that stay true (issue 28, item 6): every repository path that README.md,
// docs/ARCHITECTURE.md and the decisions name must exist. A path is a code span that looks like
// one (`src/web/ssr/emotion-styles.ts`, `services/web-app/`, `render-pool.ts`) or a relative link. A
// span may be written from the folder it lives in (`http/errors.ts` under src/server), so it
// counts when a tracked file or folder ends with it. Build output and generated folders are
// named on purpose and are not in the repository. A decision's Context tells how things were, so
// its paths may be gone; its Decision and Consequences must hold now. Exit 1 with the list when
// anything is missing.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const entries = new Set(tracked);
for (const file of tracked) {
  for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir))
    entries.add(dir);
}
const names = [...entries].map((entry) => `/${entry}`);

/** Named in the docs, never in the repository: what a build, a run or an install makes. */
const NOT_IN_REPOSITORY =
  /^(dist|var|node_modules|coverage|test-results|playwright-report|\.vite)(\/|$)|^\.env$/;
/** Placeholders in prose about naming: `./x.js`, `x.ts`. */
const PLACEHOLDER = /^(\.\/)?x\.[a-z]+$/;
const FILE = /\.(ts|tsx|mts|mjs|js|cjs|json|md|sql|sh|yml|yaml|css|html|csv)$/;

function looksLikePath(span) {
  if (!/^[\w.@-][\w.@/[\]-]*$/.test(span) || span.includes('//') || PLACEHOLDER.test(span))
    return false;
  if (/^\d|^v\d/.test(span)) return false; // versions, numbers
  if (span.includes('/'))
    return (
      FILE.test(span) ||
      span.endsWith('/') ||
      /^(src|tests|docs|scripts|bench|data|\.ci)\//.test(span)
    );
  return FILE.test(span) && /\.(ts|tsx|mjs|md)$/.test(span) && !span.startsWith('.');
}

function exists(span, docDir) {
  const clean = span.replace(/\/$/, '');
  if (NOT_IN_REPOSITORY.test(clean)) return true;
  if (entries.has(clean) || entries.has(path.posix.join(docDir, clean))) return true;
  return names.some((name) => name.endsWith(`/${clean}`));
}

const docs = [
  'README.md',
  'docs/ARCHITECTURE.md',
  ...readdirSync(path.join(root, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/decisions/${name}`),
];
const missing = [];
for (const doc of docs) {
  const text = readFileSync(path.join(root, doc), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/^## Context$[\s\S]*?(?=^## )/m, '');
  const docDir = path.posix.dirname(doc);
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim());
  const links = [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
    .map((match) => match[1])
    .filter((href) => !/^[a-z]+:/.test(href))
    .map((href) => path.posix.normalize(path.posix.join(docDir, href)));
  for (const span of spans.filter(looksLikePath))
    if (!exists(span, docDir)) missing.push(`${doc}: \`${span}\``);
  for (const link of links)
    if (!entries.has(link.replace(/\/$/, ''))) missing.push(`${doc}: link ${link}`);
}
if (missing.length > 0) {
  console.error(
    `Paths the docs name that do not exist (${missing.length}):\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`docs: every path named in ${docs.length} documents exists`);
