// Search over name, town, description (the weighted full-text document) and category names.
// The term only ever travels as a bound parameter; the functions that read it (plainto_tsquery,
// pg_trgm, ILIKE with escaped wildcards) treat every character as text, so '%', '_', '\' and
// quotes match themselves (docs/decisions/012).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { attractions } from '../../db/schema.js';

export interface SearchTerm {
  /** Lowercased, whitespace collapsed: search is case-insensitive, and caches share entries. */
  text: string;
  /** True: every word must appear (stemmed); false: a typo in the name is tolerated too. */
  exact: boolean;
}

// Matching control characters is the point: they are stripped from a search term.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The term as searched, or undefined when nothing searchable is left. */
export function normaliseSearch(raw: string | undefined, exact: boolean): SearchTerm | undefined {
  if (raw === undefined) return undefined;
  // PostgreSQL text cannot hold NUL; no other control character means anything in a search.
  const text = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  return text === '' ? undefined : { text, exact };
}

/** An ILIKE pattern matching `text` anywhere, its own wildcards and escapes taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// A scalar subquery: PostgreSQL computes it once per statement (an InitPlan). Written inline, a
// prepared statement's generic plan parsed the term again for every row it ranked (decision 095).
const tsQuery = (term: SearchTerm) => sql`(select plainto_tsquery('english', ${term.text}))`;

/**
 * Joins each matching attraction to its best score as `search_hits.score`. A UNION ALL of
 * index-backed lookups (so each uses its own index), each scoring its own kind of match:
 * the exact name 5, the name containing the term 4, every word in the name 3 (+ rank), a name
 * with a typo 2 (+ similarity), every word in town or description 1 (+ rank), a category 0.5.
 */
export function searchJoinSql(term: SearchTerm): SQL {
  const pattern = containsPattern(term.text);
  const query = tsQuery(term);
  const lookups = [
    sql`select s.id, (case when lower(s.name) = ${term.text} then 5 else 4 end)::float8 as score
        from attractions s where s.name ilike ${pattern}`,
    sql`select s.id, ((case when ts_filter(s.search_document, '{a}') @@ ${query} then 3 else 1 end)
          + ts_rank(s.search_document, ${query}))::float8
        from attractions s where s.search_document @@ ${query}`,
    sql`select ac.attraction_id, 0.5::float8 from attraction_categories ac
        join categories c on c.id = ac.category_id
        where c.display_name ilike ${pattern} or to_tsvector('english', c.display_name) @@ ${query}`,
  ];
  if (!term.exact) {
    lookups.push(sql`select s.id, (2 + word_similarity(${term.text}, s.name))::float8
        from attractions s where s.name %> ${term.text}`);
  }
  return sql`join (select hit.id, max(hit.score) as score
    from (${sql.join(lookups, sql` union all `)}) hit group by hit.id) search_hits
    on search_hits.id = ${attractions.id}`;
}

/** The relevance order's first key; only valid with searchJoinSql in the query. */
export const searchScoreDesc = sql`search_hits.score desc`;

/**
 * The words of a name, as the GIN index attractions_name_words_idx holds them (migration 0020):
 * the same lexemes as the search document's weight-A part, which is the name. Written exactly as
 * the index's expression, so the planner uses the index.
 */
const nameWords = (name: AnyColumn) => sql`to_tsvector('english', coalesce(${name}, ''))`;

/**
 * The matches that rank in the top kinds, "the name holds the term" (5 for the exact name, 4),
 * in the relevance order, at most `limit` of them, for the list's own conditions (docs/decisions/095).
 * Every other kind scores below 4: a name with every word 3 + ts_rank, and ts_rank is at most 1
 * (a float4 can round up to exactly 1, so those 4s are included here; a name holds every word
 * when its own words match, read from their index rather than from each of the search document's
 * matches, 2,910 for "wildlife park" at 100,000 places); a typo at most 3, town or
 * description at most 2, a category 0.5. So when this finds `limit` rows they are the first
 * `limit` of the whole relevance order, and the page needs no other lookup, no grouping of every
 * match and no sort of them all.
 */
export function topNameMatchesSql(term: SearchTerm, where: SQL, limit: number): SQL {
  const a = attractions;
  const query = tsQuery(term);
  return sql`select ${a.id} as id from ${a}
    where (${where}) and (${a.name} ilike ${containsPattern(term.text)}
      or (${nameWords(a.name)} @@ ${query} and ts_rank(${a.searchDocument}, ${query}) >= 1))
    order by lower(${a.name}) = ${term.text} desc, (${a.source} is null) desc,
      lower(${a.name}) asc, ${a.id} asc
    limit ${limit}`;
}
