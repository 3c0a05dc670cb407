import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// Every page's first view loads the shell's entry chunk and what it imports statically. zod (about
// 25 KB gzip) belongs to the forms and the admin area, which load it in their own chunks: a shell
// module importing a constant from a contract module that also declares schemas brings all of
// them in (decision 096). This reads the real build (`npm test` builds before it runs these).
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

function firstViewFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file);
}

it("the shell's first-view scripts hold no zod", () => {
  const files = firstViewFiles();
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const code = readFileSync(path.join(webRoot, file), 'utf8');
    // Names zod's core defines whatever the minifier does to the rest.
    expect({ file, holdsZod: /ZodError|\$ZodType|jitless/.test(code) }).toEqual({
      file,
      holdsZod: false,
    });
  }
});
