import type { PathFilterKind } from './list-state.js';

/**
 * Every visitor page of SPEC §2, once (decision 182): the table the browser's router mounts and
 * the server's page metadata, render, preloads, sitemap and first answers read, and the builders
 * every link uses. A page moves by changing one line here. (The admin area's own paths live with it, in
 * src/web/features/admin/paths.ts: nothing outside the admin links into it but '/admin/'.)
 */

/**
 * How the server answers a page (decision 097): `server`, rendered to HTML that reads without
 * JavaScript; `browser`, the app's shell, which the browser renders (the editing pages, the admin
 * area and the pages whose state lives in the visitor's browser storage).
 */
export type PageRendering = 'server' | 'browser';

/** A path parameter that pre-selects a filter of the attractions list. */
export interface PagePathFilter {
  kind: PathFilterKind;
  param: string;
}

export interface PageRoute {
  /** The path pattern in React Router's syntax: ':name' is one whole segment. */
  pattern: string;
  rendering: PageRendering;
  /**
   * The page's own module, relative to src/web/: the router loads it lazily as one chunk, and the
   * server preloads that chunk (with what it imports) from the build's manifest, where this is
   * its key. A module moved without this line failing a test is impossible: the build-manifest
   * test checks every entry.
   */
  module: string;
  /** A list page's filters that its path pre-selects, in order. */
  pathFilters?: readonly PagePathFilter[];
  /**
   * What the page shows belongs to one person (a mailed link's token and its state): the server
   * never keeps its render for another visitor (decision 184).
   */
  personal?: boolean;
}

const server = (pattern: string, module: string, pathFilters?: readonly PagePathFilter[]) =>
  ({ pattern, rendering: 'server', module, pathFilters }) as const satisfies PageRoute;
const browser = (pattern: string, module: string) =>
  ({ pattern, rendering: 'browser', module }) as const satisfies PageRoute;
const personal = (pattern: string, module: string) =>
  ({ pattern, rendering: 'server', module, personal: true }) as const satisfies PageRoute;

const LIST = 'features/attractions/AttractionsPage.tsx';

/**
 * Every visitor page, once: its pattern, how the server answers it, and its module. The browser's
 * router (src/web/app/routes.tsx), the server's page metadata, render, preloads, first answers
 * and sitemap all read this table.
 */
export const PAGES = {
  home: server('/', 'features/home/HomePage.tsx'),
  attractions: server('/attractions', LIST, []),
  search: server('/search/:searchText', LIST, [{ kind: 'search', param: 'searchText' }]),
  category: server('/categories/:categoryName', LIST, [
    { kind: 'category', param: 'categoryName' },
  ]),
  region: server('/regions/:regionName', LIST, [{ kind: 'region', param: 'regionName' }]),
  /** A landing page: one region's places of one category (src/contract/landing-page.ts). */
  regionCategory: server('/regions/:regionName/:categoryName', LIST, [
    { kind: 'region', param: 'regionName' },
    { kind: 'category', param: 'categoryName' },
  ]),
  facility: server('/facilities/:facilityName', LIST, [
    { kind: 'facility', param: 'facilityName' },
  ]),
  /** "Car-free days out near {city}" (contract/car-free-pages.ts): a city's places near a station. */
  carFree: server('/car-free/:citySlug', 'features/attractions/CarFreeCityPage.tsx'),
  // Before 'attraction': matchPagePath below tries the patterns in this order (the router ranks
  // static segments first anyway). The editing pages are for editors with JavaScript (decision 080).
  submit: browser('/attraction/submit', 'features/attraction-wizard/SubmitAttractionPage.tsx'),
  create: browser('/attraction/create', 'features/attraction-wizard/CreateAttractionPage.tsx'),
  edit: browser(
    '/attraction/edit/:attractionId',
    'features/attraction-editing/AttractionEditPage.tsx',
  ),
  editSubmission: browser(
    '/attraction/editsubmission/:submissionId',
    'features/attraction-wizard/EditSubmissionPage.tsx',
  ),
  retrieve: browser(
    '/retrieveAttraction',
    'features/retrieve-submission/RetrieveSubmissionPage.tsx',
  ),
  retrieveByReference: browser(
    '/retrieveAttraction/:referenceNumber',
    'features/attraction-wizard/EditSubmissionPage.tsx',
  ),
  attraction: server('/attraction/:attractionId', 'features/attraction-page/AttractionPage.tsx'),
  categories: server('/categories', 'features/catalogue/CategoriesPage.tsx'),
  facilities: server('/facilities', 'features/catalogue/FacilitiesPage.tsx'),
  regions: server('/regions', 'features/catalogue/RegionsPage.tsx'),
  groups: server('/groups', 'features/catalogue/GroupsPage.tsx'),
  group: server('/group/:groupId', 'features/catalogue/GroupPage.tsx'),
  /** The visitor's shortlist lives in their browser storage, which the server cannot see. */
  shortlist: browser('/shortlist', 'features/shortlist/ShortlistPage.tsx'),
  /** A day plan (decision 170): ?date=YYYY-MM-DD&from=…&ids=… (contract/day-plan.ts). */
  plan: server('/plan', 'features/plan/PlanPage.tsx'),
  sitemap: server('/sitemap', 'features/info/SitemapPage.tsx'),
  settings: server('/settings', 'features/info/SettingsPage.tsx'),
  about: server('/about', 'features/info/AboutPage.tsx'),
  contact: server('/contact', 'features/info/ContactPage.tsx'),
  policies: server('/policies', 'features/info/policies/PoliciesPage.tsx'),
  privacy: server('/policies/privacy', 'features/info/policies/PrivacyPolicyPage.tsx'),
  cookies: server('/policies/cookies', 'features/info/policies/CookiePolicyPage.tsx'),
  accessibility: server('/policies/accessibility', 'features/info/policies/AccessibilityPage.tsx'),
  /** The admin area's entry; its own table routes below it (see isAdminAreaPath). */
  admin: browser('/admin', 'features/admin/AdminRoutes.tsx'),
  /** The links in mailing-list mails (contract/email-signup.ts): confirm or unsubscribe. */
  emailConfirm: personal('/email/confirm/:token', 'features/email-links/EmailLinkPage.tsx'),
  emailUnsubscribe: personal('/email/unsubscribe/:token', 'features/email-links/EmailLinkPage.tsx'),
  /**
   * The link in a venue claim's mail (contract/venue.ts), and the verified venue's editor: their
   * session lives in the browser's storage (decision 161).
   */
  venueVerify: browser(
    '/venue/verify/:token',
    'features/attraction-editing/venue/VenueVerifyPage.tsx',
  ),
  venueEdit: browser('/venue/edit', 'features/attraction-editing/venue/VenueEditPage.tsx'),
} as const satisfies Record<string, PageRoute>;

/** The not-found page's module: what any path no page matches renders. */
export const NOT_FOUND_PAGE_MODULE = 'components/NotFoundPage.tsx';

export type PageKey = keyof typeof PAGES;

/** Each page's path pattern (from PAGES), as the links and the router name them. */
export const PAGE_PATTERNS = Object.fromEntries(
  Object.entries(PAGES).map(([page, route]) => [page, route.pattern]),
) as { readonly [K in PageKey]: (typeof PAGES)[K]['pattern'] };

/** A query string as links carry it: '' or '?a=b'. */
const withQuery = (path: string, query = '') => `${path}${query}`;
const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * The address of each page as links write it. Pages that list or read have a trailing slash
 * (their canonical form, as the sitemap lists them); the wizard's and the attraction's do not.
 */
export const pageHref = {
  home: '/',
  /** `query` is '' or starts with '?': '/attractions/?sort=most-popular'. */
  attractions: (query = '') => withQuery('/attractions/', query),
  search: (text: string, query = '') => withQuery(`/search/${segment(text.trim())}`, query),
  category: (categoryName: string, query = '') =>
    withQuery(`/categories/${segment(categoryName)}`, query),
  region: (regionName: string, query = '') => withQuery(`/regions/${segment(regionName)}`, query),
  regionCategory: (regionName: string, categoryName: string, query = '') =>
    withQuery(`/regions/${segment(regionName)}/${segment(categoryName)}`, query),
  facility: (facilityName: string, query = '') =>
    withQuery(`/facilities/${segment(facilityName)}`, query),
  carFree: (citySlug: string, query = '') => withQuery(`/car-free/${segment(citySlug)}`, query),
  submit: '/attraction/submit',
  create: '/attraction/create',
  edit: (attractionId: number | string) => `/attraction/edit/${segment(attractionId)}`,
  editSubmission: (submissionId: number | string) =>
    `/attraction/editsubmission/${segment(submissionId)}`,
  retrieve: '/retrieveAttraction/',
  attraction: (attractionId: number) => `/attraction/${attractionId}`,
  categories: '/categories/',
  facilities: '/facilities/',
  regions: '/regions/',
  groups: '/groups/',
  group: (groupId: string) => `/group/${segment(groupId)}`,
  shortlist: (query = '') => withQuery('/shortlist/', query),
  /** `query` from planSearch (contract/day-plan.ts): '?date=…&from=…&ids=…'. */
  plan: (query = '') => withQuery('/plan/', query),
  sitemap: '/sitemap/',
  settings: '/settings/',
  about: '/about/',
  contact: '/contact/',
  policies: '/policies/',
  privacy: '/policies/privacy/',
  cookies: '/policies/cookies/',
  accessibility: '/policies/accessibility/',
  admin: '/admin/',
  emailConfirm: (token: string) => `/email/confirm/${segment(token)}`,
  emailUnsubscribe: (token: string) => `/email/unsubscribe/${segment(token)}`,
  venueVerify: (token: string) => `/venue/verify/${segment(token)}`,
  venueEdit: '/venue/edit',
} as const;

/** The pages that take no parameter, in the sitemap's order: what a crawler should find. */
export const PUBLIC_STATIC_PAGES = [
  pageHref.home,
  pageHref.attractions(),
  pageHref.categories,
  pageHref.regions,
  pageHref.facilities,
  pageHref.groups,
  pageHref.submit,
  pageHref.about,
  pageHref.contact,
  pageHref.policies,
  pageHref.privacy,
  pageHref.cookies,
  pageHref.accessibility,
  pageHref.sitemap,
] as const;

/** Pages only staff or one visitor's own submission use: robots.txt keeps crawlers out. */
export const UNCRAWLED_PATH_PREFIXES = [
  PAGE_PATTERNS.admin,
  '/attraction/edit/',
  '/attraction/editsubmission/',
  PAGE_PATTERNS.create,
  PAGE_PATTERNS.retrieve,
  '/email/',
  '/venue/',
] as const;

/** The admin area: '/admin' and everything below it, routed by the admin's own table. */
export function isAdminAreaPath(pathname: string): boolean {
  // Case-insensitive, as React Router matches.
  const lower = pathname.toLowerCase();
  return lower === PAGE_PATTERNS.admin || lower.startsWith(`${PAGE_PATTERNS.admin}/`);
}

export interface PageMatch {
  page: PageKey;
  /** The ':name' segments, decoded as the browser's router decodes them. */
  params: Record<string, string>;
}

const COMPILED = (Object.entries(PAGE_PATTERNS) as [PageKey, string][]).map(([page, pattern]) => ({
  page,
  segments: pattern.split('/').filter((part) => part !== ''),
}));

/**
 * The page a path names, or null. A trailing slash is ignored, and the fixed segments match in
 * any case, as React Router's do ('/Attractions/' is the list, as the browser renders it); a
 * parameter keeps its case. A segment with a malformed escape ('%E0%A4%A') matches no page.
 * Paths below '/admin/' are the admin area's own and match null here (see isAdminAreaPath).
 */
export function matchPagePath(pathname: string): PageMatch | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!trimmed.startsWith('/')) return null;
  const parts = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  // '//attractions' or '/regions//wales' name no page: an empty segment is not a parameter.
  if (parts.includes('')) return null;
  for (const { page, segments } of COMPILED) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matched = segments.every((expected, i) => {
      const actual = parts[i]!;
      if (!expected.startsWith(':')) return expected.toLowerCase() === actual.toLowerCase();
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
        return true;
      } catch {
        return false;
      }
    });
    if (matched) return { page, params };
  }
  return null;
}

/**
 * POST: the cookie notice's choice sent as a plain form (`choice` = 'essential' or 'accept',
 * `returnTo` = the page to go back to), so the notice can be answered without JavaScript
 * (decision 097). The browser app answers it in place instead.
 */
export const COOKIE_CHOICE_PATH = '/cookie-choice';

/**
 * Whether the server renders the page a path names (decision 097): every public page, and the
 * not-found page; not the admin area nor the pages PAGES marks `browser`.
 */
export function isServerRenderedPath(pathname: string): boolean {
  if (isAdminAreaPath(pathname)) return false;
  const match = matchPagePath(pathname);
  return match === null || PAGES[match.page].rendering === 'server';
}

/** A page whose render may serve another visitor: any server-rendered page not personal. */
export function isShareablePagePath(pathname: string): boolean {
  const match = matchPagePath(pathname);
  return isServerRenderedPath(pathname) && (match === null || !('personal' in PAGES[match.page]));
}
