// The names a list filter may use: every category, region, facility and group slug. Held in
// memory (a few hundred bytes) and dropped on any catalogue write, so checking a filter value
// costs no query. An unknown value is a 400 naming the parameter (docs/decisions/010).
import { sql } from 'drizzle-orm';
import type { CatalogueEvents } from '../../http/catalogue-events.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';

export interface Vocabulary {
  category: ReadonlySet<string>;
  region: ReadonlySet<string>;
  facility: ReadonlySet<string>;
  attractionGroupName: ReadonlySet<string>;
}
export type VocabularyKey = keyof Vocabulary;

const nouns: Record<VocabularyKey, string> = {
  category: 'category',
  region: 'region',
  facility: 'facility',
  attractionGroupName: 'attraction group',
};

export interface VocabularySource {
  get(): Promise<Vocabulary>;
}

export function createVocabularySource(db: Db, events: CatalogueEvents): VocabularySource {
  let current: Promise<Vocabulary> | null = null;
  events.onCatalogueChanged(() => {
    current = null;
  });
  return {
    get() {
      if (!current) {
        const loading = loadVocabulary(db);
        current = loading;
        loading.catch(() => {
          if (current === loading) current = null;
        });
      }
      return current;
    },
  };
}

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const { rows } = await db.execute<{ kind: VocabularyKey; name: string }>(sql`
    select 'category' as kind, category_name as name from categories
    union all select 'region', region_name from regions
    union all select 'facility', facility_name from facilities
    union all select 'attractionGroupName', group_id from attraction_groups`);
  const vocabulary = {
    category: new Set<string>(),
    region: new Set<string>(),
    facility: new Set<string>(),
    attractionGroupName: new Set<string>(),
  };
  for (const row of rows) vocabulary[row.kind].add(row.name);
  return vocabulary;
}

/** 400 for the first filter value nobody defined, naming the parameter and the value. */
export function assertKnownValues(
  vocabulary: Vocabulary,
  values: Partial<Record<VocabularyKey, readonly string[] | string | undefined>>,
): void {
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, given] of Object.entries(values) as [
    VocabularyKey,
    readonly string[] | string | undefined,
  ][]) {
    const list = given === undefined ? [] : typeof given === 'string' ? [given] : given;
    const unknown = list.filter((value) => !vocabulary[key].has(value));
    if (unknown.length > 0) {
      fieldErrors[key] = unknown.map((value) => `there is no ${nouns[key]} named '${value}'`);
    }
  }
  const entries = Object.entries(fieldErrors);
  if (entries.length === 0) return;
  const message = entries.map(([field, problems]) => `${field}: ${problems.join('; ')}`).join('; ');
  throw new HttpError(400, message, fieldErrors);
}
