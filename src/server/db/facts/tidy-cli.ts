// `npm run tidy:facts -- [folder] [--dry-run]`: applies decision 114 to the *.jsonl files of
// data/facts/ (or the folder given): drops rows citing a copy of a page and hours or prices
// older than 2023, moves rows to the key the catalogue shows, keeps one row per place and group,
// and rewrites the files. Says what it dropped and why. Safe to re-run: a tidy folder is unchanged.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findProjectRoot } from '../../project-root.js';
import { catalogueKeys } from './catalogue-keys.js';
import { factFiles, readFactLines } from './fact-files.js';
import { tidyRows, type TidyInputRow } from './tidy-facts.js';

function main() {
  const { values, positionals } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const root = findProjectRoot();
  const dir = path.resolve(root, positionals[0] ?? 'data/facts');
  const rows: (TidyInputRow & { file: string })[] = [];
  for (const file of factFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const read = readFactLines(file, text, '9999-12-31');
    if (read.errors.length > 0) {
      console.error(`Not tidied: fix these rows first:\n  ${read.errors.join('\n  ')}`);
      process.exit(1);
    }
    const lines = text.split('\n');
    for (const located of read.rows) {
      const line = Number(located.at.slice(located.at.lastIndexOf(':') + 1));
      const raw = JSON.parse(lines[line - 1]!) as Record<string, unknown>;
      rows.push({ ...located, raw, file });
    }
  }
  const { kept, dropped, rekeyed } = tidyRows(rows, catalogueKeys(path.join(root, 'data')));
  for (const drop of dropped) {
    console.log(`  dropped ${drop.at} ${drop.place} ${drop.group}: ${drop.reason}`);
  }
  console.log(
    `${rows.length} rows: ${kept.length} kept (${rekeyed} moved to the key the catalogue shows), ${dropped.length} dropped.`,
  );
  if (values['dry-run']) return;
  const fileOf = new Map(rows.map((row) => [row.at, row.file]));
  for (const file of factFiles(dir)) {
    const lines = kept
      .filter((input) => fileOf.get(input.at) === file)
      .map((input) => JSON.stringify(input.raw));
    writeFileSync(file, lines.length > 0 ? `${lines.join('\n')}\n` : '');
  }
}

main();
