// Reads data/facts/*.jsonl (decision 109; the format is data/facts/README.md): every line is one
// row, checked with the contract's FactRowSchema. A bad line is reported with its file and line
// number; the caller applies nothing unless every line is good.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FactRowSchema, type FactRow } from '../../../contract/fact-row.js';
import { isoDate } from '../../../contract/opening-hours.js';
import { londonToday } from '../../../contract/london-time.js';

export interface LocatedRow {
  /** `file:line`, as the messages and the summary name it. */
  at: string;
  row: FactRow;
}

export interface ReadResult {
  rows: LocatedRow[];
  errors: string[];
}

/** The *.jsonl files directly in `dir` (not its sub-folders: `unreviewed/` waits for review). */
export function factFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => path.join(dir, name));
}

function issueText(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'row'}: ${issue.message}`)
    .join('; ');
}

export function readFactLines(file: string, text: string, today: string): ReadResult {
  const result: ReadResult = { rows: [], errors: [] };
  const name = path.basename(file);
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const at = `${name}:${index + 1}`;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      result.errors.push(`${at}: not a JSON object`);
      return;
    }
    const parsed = FactRowSchema.safeParse(raw);
    if (!parsed.success) {
      result.errors.push(`${at}: ${issueText(parsed.error)}`);
      return;
    }
    const row = parsed.data as FactRow;
    if (row.asOf > today || row.recordedOn > today) {
      result.errors.push(`${at}: asOf and recordedOn must not be in the future`);
      return;
    }
    result.rows.push({ at, row });
  });
  return result;
}

/** Every row of every file in `dir`, or every problem found in them. */
export function readFactFiles(dir: string, now: Date = new Date()): ReadResult {
  const today = isoDate(londonToday(now));
  const all: ReadResult = { rows: [], errors: [] };
  for (const file of factFiles(dir)) {
    const { rows, errors } = readFactLines(file, readFileSync(file, 'utf8'), today);
    all.rows.push(...rows);
    all.errors.push(...errors);
  }
  return all;
}
