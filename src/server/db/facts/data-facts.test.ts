// The research in data/facts/ as it stands (decision 109): every row of every file, reviewed or
// waiting in unreviewed/, is well formed (a source kind, an http(s) URL unless the venue or a
// moderator said it, an as-of date not in the future) and names a place the catalogue has; and
// the loaded files are tidy by decision 114 (`npm run tidy:facts` would change nothing).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../../contract/opening-hours.js';
import { londonToday } from '../../../contract/london-time.js';
import { parseCsv } from '../open-data/csv.js';
import { catalogueKeys } from './catalogue-keys.js';
import { factFiles, readFactLines } from './fact-files.js';
import { tidyRows } from './tidy-facts.js';

const data = path.resolve(import.meta.dirname, '../../../../data');
const facts = path.join(data, 'facts');
const files = [...factFiles(facts), ...factFiles(path.join(facts, 'unreviewed'))];

function knownPlaces(): Set<string> {
  const keys = new Set<string>();
  for (const file of readdirSync(path.join(data, 'attractions'))) {
    const places = JSON.parse(readFileSync(path.join(data, 'attractions', file), 'utf8')) as {
      name: string;
    }[];
    for (const place of places) keys.add(`seed:${place.name}`);
  }
  const csv = (name: string) => parseCsv(readFileSync(path.join(data, 'open', name), 'utf8'));
  for (const row of csv('mapping-museums.csv')) keys.add(`mappingmuseums:${row.museum_id}`);
  for (const row of csv('castlemap-uk.csv')) keys.add(`castlemap:${row.qid}`);
  return keys;
}

describe('data/facts', () => {
  const today = isoDate(londonToday());
  const places = knownPlaces();

  it.each(files.map((file) => [path.relative(facts, file), file]))(
    '%s is well formed',
    (_, file) => {
      const { rows, errors } = readFactLines(file, readFileSync(file, 'utf8'), today);
      expect(errors).toEqual([]);
      const unknown = rows.filter(({ row }) => !places.has(row.place)).map(({ at }) => at);
      expect(unknown).toEqual([]);
      for (const { row } of rows) {
        if (row.source !== 'venue' && row.source !== 'moderator')
          expect(row.url).toMatch(/^https?:\/\//);
      }
    },
  );

  it('loads only tidy rows: no copies of pages, no old hours or prices, one key per place', () => {
    const rows = factFiles(facts).flatMap((file) =>
      readFactLines(file, readFileSync(file, 'utf8'), today).rows.map((located) => ({
        ...located,
        raw: {},
      })),
    );
    const { dropped, rekeyed } = tidyRows(rows, catalogueKeys(data));
    expect(dropped).toEqual([]);
    expect(rekeyed).toBe(0);
  }, 60_000);
});
