// The attractions list's page paths (they mirror src/web/app/routes.tsx) and the filter each path
// pre-selects, for the server's head start on those pages (page-preloads.ts, first-list-answer.ts).
import type { PathFilter, PathFilterKind } from '../../../contract/list-state.js';

const PATH_FILTERS: Record<string, PathFilterKind> = {
  search: 'search',
  categories: 'category',
  regions: 'region',
  facilities: 'facility',
};

/**
 * For a list page's path, the filter its path pre-selects (null for /attractions); undefined for
 * any other path. The path segment is decoded as the browser's router decodes it.
 */
export function matchListPage(pathname: string): { pathFilter: PathFilter | null } | undefined {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 1 && segments[0] === 'attractions') return { pathFilter: null };
  if (segments.length !== 2) return undefined;
  const kind = PATH_FILTERS[segments[0]!];
  if (!kind) return undefined;
  try {
    return { pathFilter: { kind, value: decodeURIComponent(segments[1]!) } };
  } catch {
    return undefined; // A malformed escape: the router shows no list either.
  }
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
