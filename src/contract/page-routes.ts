/**
 * Every visitor page of SPEC §2, once: the path patterns the browser's router mounts and the
 * server's page metadata, sitemap and first answers match, and the builders every link uses.
 * A page moves by changing one line here. (The admin area's own paths live with it, in
 * src/web/features/admin/paths.ts: nothing outside the admin links into it but '/admin/'.)
 */

/** Path patterns in React Router's syntax: ':name' is one whole segment. */
export const PAGE_PATTERNS = {
  home: '/',
  attractions: '/attractions',
  search: '/search/:searchText',
  category: '/categories/:categoryName',
  region: '/regions/:regionName',
  /** A landing page: one region's places of one category (src/contract/landing-page.ts). */
  regionCategory: '/regions/:regionName/:categoryName',
  facility: '/facilities/:facilityName',
  /** "Car-free days out near {city}" (contract/car-free-pages.ts): a city's places near a station. */
  carFree: '/car-free/:citySlug',
  // Before '/attraction/:attractionId': the router ranks static segments first, and
  // matchPagePath below tries the patterns in this order.
  submit: '/attraction/submit',
  create: '/attraction/create',
  edit: '/attraction/edit/:attractionId',
  editSubmission: '/attraction/editsubmission/:submissionId',
  retrieve: '/retrieveAttraction',
  retrieveByReference: '/retrieveAttraction/:referenceNumber',
  attraction: '/attraction/:attractionId',
  categories: '/categories',
  facilities: '/facilities',
  regions: '/regions',
  groups: '/groups',
  group: '/group/:groupId',
  shortlist: '/shortlist',
  /** A day plan (issue 32): ?date=YYYY-MM-DD&from=…&ids=… (contract/day-plan.ts). */
  plan: '/plan',
  sitemap: '/sitemap',
  settings: '/settings',
  about: '/about',
  contact: '/contact',
  policies: '/policies',
  privacy: '/policies/privacy',
  cookies: '/policies/cookies',
  accessibility: '/policies/accessibility',
  admin: '/admin',
  /** The links in mailing-list mails (contract/email-signup.ts): confirm or unsubscribe. */
  emailConfirm: '/email/confirm/:token',
  emailUnsubscribe: '/email/unsubscribe/:token',
  /** The link in a venue claim's mail (contract/venue.ts), and the verified venue's editor. */
  venueVerify: '/venue/verify/:token',
  venueEdit: '/venue/edit',
} as const;

export type PageKey = keyof typeof PAGE_PATTERNS;

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
