// The attractions list's page paths (from the page table, src/contract/page-routes.ts) and the
// filter each path pre-selects, for the server's head start on those pages (page-preloads.ts,
// first-list-answer.ts).
import type { PathFilter, PathFilterKind } from '../../../contract/list-state.js';
import { matchPagePath, type PageKey } from '../../../contract/page-routes.js';

/** The list pages whose path pre-selects filters, and the parameters that carry them. */
const PATH_FILTERS: Partial<Record<PageKey, { kind: PathFilterKind; param: string }[]>> = {
  attractions: [],
  search: [{ kind: 'search', param: 'searchText' }],
  category: [{ kind: 'category', param: 'categoryName' }],
  region: [{ kind: 'region', param: 'regionName' }],
  regionCategory: [
    { kind: 'region', param: 'regionName' },
    { kind: 'category', param: 'categoryName' },
  ],
  facility: [{ kind: 'facility', param: 'facilityName' }],
};

/**
 * For a list page's path, the filters its path pre-selects (none for /attractions); undefined for
 * any other path. The path segments are decoded as the browser's router decodes them.
 */
export function matchListPage(pathname: string): { pathFilters: PathFilter[] } | undefined {
  const match = matchPagePath(pathname);
  const filters = match && PATH_FILTERS[match.page];
  if (!filters) return undefined;
  return {
    pathFilters: filters.map(({ kind, param }) => ({ kind, value: match.params[param] ?? '' })),
  };
}

/**
 * A request URL's path and query. Split by hand: `new URL` would read a path such as '//x' as
 * another host, and throw on '//['.
 */
export function splitPageUrl(pageUrl: string): { pathname: string; searchParams: URLSearchParams } {
  const mark = pageUrl.indexOf('?');
  return mark === -1
    ? { pathname: pageUrl, searchParams: new URLSearchParams() }
    : {
        pathname: pageUrl.slice(0, mark),
        searchParams: new URLSearchParams(pageUrl.slice(mark + 1)),
      };
}
