// The attractions list's page paths and the filter each path pre-selects, from the page table
// (src/contract/page-routes.ts), for the server's first answers (first-list-answer.ts).
import type { PathFilter } from '../../../contract/list-state.js';
import { matchPagePath, PAGES, type PageRoute } from '../../../contract/page-routes.js';

/**
 * For a list page's path, the filters its path pre-selects (none for /attractions); undefined for
 * any other path. The path segments are decoded as the browser's router decodes them.
 */
export function matchListPage(pathname: string): { pathFilters: PathFilter[] } | undefined {
  const match = matchPagePath(pathname);
  const filters = match && (PAGES[match.page] as PageRoute).pathFilters;
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
