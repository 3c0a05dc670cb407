// What the category, region, group and facility lists share: a name search, name orders and
// paging. These tables hold tens of rows, so a list reads every match (with its live count) in
// one query and pages in memory.
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { buildListMetadata, type ListResponse } from '../../../contract/list.js';
import { isSlug } from '../../../contract/slug.js';
import { containsPattern, type SearchTerm } from './attraction-search.js';

export interface CataloguePaging {
  page: number;
  pageSize: number;
  limit?: number | undefined;
}

/** Display name or slug contains the term; without isExactSearch a typo is tolerated too. */
export function nameMatchSql(displayName: AnyColumn, slug: AnyColumn, term: SearchTerm): SQL {
  const compact = term.text.replace(/ /g, '');
  const parts = [
    sql`${displayName} ilike ${containsPattern(term.text)}`,
    sql`${slug} ilike ${containsPattern(compact)}`,
  ];
  if (!term.exact) parts.push(sql`${displayName} %> ${term.text}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** By display name, A-Z or Z-A, ties broken by the slug so the order is total. */
export function nameOrder(displayName: AnyColumn, slug: AnyColumn, sort: 'a-z' | 'z-a'): SQL[] {
  return sort === 'a-z'
    ? [asc(sql`lower(${displayName})`), asc(slug)]
    : [desc(sql`lower(${displayName})`), desc(slug)];
}

/** One page of all matching rows; `limit` caps the whole list before paging. */
export function pageOf<T>(rows: readonly T[], paging: CataloguePaging): ListResponse<T> {
  const capped = paging.limit === undefined ? rows : rows.slice(0, paging.limit);
  const offset = (paging.page - 1) * paging.pageSize;
  return {
    results: capped.slice(offset, offset + paging.pageSize),
    metadata: buildListMetadata({
      totalResults: capped.length,
      page: paging.page,
      pageSize: paging.pageSize,
    }),
  };
}

/** A path's name segment, or null when it cannot name anything (answered as a 404). */
export function slugFromPath(raw: string): string | null {
  return isSlug(raw) ? raw : null;
}
