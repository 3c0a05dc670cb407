// `npm run review:facts -- [--sample 30] [--seed 1] [folder]`: prints a random sample of the rows
// in data/facts/unreviewed/ (or the folder given), each fact in words beside its page, for a
// person to re-read against that page before the file moves up into data/facts/ and loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { asOfWords } from '../../../contract/fact-provenance.js';
import { findProjectRoot } from '../../project-root.js';
import { factFiles, readFactLines, type LocatedRow } from './fact-files.js';

/** A small seeded generator, so a review can be repeated and shared ("seed 7, rows 1–30"). */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function describeValue({ row }: LocatedRow): string {
  return JSON.stringify(row.value);
}

function main() {
  const { values, positionals } = parseArgs({
    options: { sample: { type: 'string', default: '30' }, seed: { type: 'string', default: '1' } },
    allowPositionals: true,
  });
  const root = findProjectRoot();
  const dir = path.resolve(root, positionals[0] ?? 'data/facts/unreviewed');
  const rows: LocatedRow[] = [];
  for (const file of factFiles(dir)) {
    const read = readFactLines(file, readFileSync(file, 'utf8'), '9999-12-31');
    rows.push(...read.rows);
    for (const error of read.errors) console.error(`not readable: ${error}`);
  }
  const random = mulberry32(Number(values.seed));
  const picked = [...rows]
    .map((row) => ({ row, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, Number(values.sample))
    .map(({ row }) => row);
  picked.forEach((located, index) => {
    const { row } = located;
    console.log(
      [
        `${index + 1}. ${located.at}  ${row.name} — ${row.group} (${row.source})`,
        `   page:  ${row.url ?? '(no page: the venue or a moderator said it)'}`,
        `   as of: ${asOfWords(row.asOf, row.asOfPrecision)} (${row.asOfPrecision})`,
        `   says:  ${describeValue(located)}`,
        ...(row.note ? [`   note:  ${row.note}`] : []),
        '   held?  [ ] yes  [ ] no — what differs:',
        '',
      ].join('\n'),
    );
  });
  console.log(`${picked.length} of ${rows.length} rows in ${path.relative(root, dir) || '.'}`);
}

main();
