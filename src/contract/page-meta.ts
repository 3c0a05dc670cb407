// What the server writes into a page's head before the app runs: status, title, description,
// canonical URL and, for an attraction, schema.org JSON-LD (decision 188). The page's own
// components say what depends on data (a place's name, a 404) as they render; the rest is this
// table, by page. A crawler that runs no JavaScript still gets the right title and description,
// and unknown pages answer a real 404.
import type { Attraction } from './attraction.js';
import { CLOSED_PAGE_TITLE, closedPlaceMessage } from './closure-text.js';
import { carFreeDescription, carFreePageName } from './car-free-pages.js';
import { landingPageName } from './landing-page.js';
import { isAdminAreaPath, matchPagePath, pageHref, type PageKey } from './page-routes.js';
import { PAGE_NAMES } from './page-titles.js';
import { planTexts } from './plan-texts.js';

export interface PageMeta {
  status: 200 | 404 | 410 | 503;
  /** The page part of '{product} - {page}'. */
  page: string;
  description: string;
  /** Path of the canonical URL; null for pages that should not be indexed. */
  canonicalPath: string | null;
  ogType?: 'website' | 'place';
  image?: string | null;
  jsonLd?: Record<string, unknown>;
}

/**
 * What a page says about itself as the server renders it, over its entry in the table: its title
 * as it names it (decision 097), what the table cannot know without its data (a catalogue name, a
 * 404), and the place an attraction page shows, for its JSON-LD (decision 188).
 */
export interface PageNote extends Partial<
  Pick<PageMeta, 'status' | 'page' | 'description' | 'canonicalPath'>
> {
  title?: string;
  place?: Attraction;
}

const DESCRIPTION_LIMIT = 160;

/** Shortens to a sentence-friendly length for meta descriptions. */
export function summarise(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit - 20))}…`;
}

const page = (name: string, description: string, canonicalPath: string | null): PageMeta => ({
  status: 200,
  page: name,
  description,
  canonicalPath,
});

/**
 * Every visitor page while holding mode is on (SPEC §1): the holding page's title, and not
 * indexed, so search engines keep no "coming soon" snapshot of the site's pages.
 */
export const holdingMeta = (product: string): PageMeta => ({
  status: 200,
  page: PAGE_NAMES.holding,
  description: `${product} is coming soon: curated lists of the best days out in the UK. No reviews, no bias.`,
  canonicalPath: null,
});

/** The page's data could not be read (a database outage): 503, tried again shortly. */
export const unavailableMeta = (product: string): PageMeta => ({
  status: 503,
  page: PAGE_NAMES.maintenance,
  description: `${product} is briefly unavailable. Please try again in a few seconds.`,
  canonicalPath: null,
});

export const notFoundMeta = (product: string): PageMeta => ({
  status: 404,
  page: PAGE_NAMES.notFound,
  description: `This page could not be found on ${product}.`,
  canonicalPath: null,
});

/** A place that closed for good: 410, not indexed, named in the description (decision 067). */
export const closedPlaceMeta = (placeName: string): PageMeta => ({
  status: 410,
  page: CLOSED_PAGE_TITLE,
  description: closedPlaceMessage(placeName),
  canonicalPath: null,
});

/** Category, region and facility pages: the list with that filter, named after it. */
export function catalogueListMeta(
  kind: 'category' | 'region' | 'facility',
  slug: string,
  name: string,
  product: string,
): PageMeta {
  const description =
    kind === 'region'
      ? `${product}s in ${name}, hand-picked.`
      : kind === 'category'
        ? `${name}: hand-picked ${product}s across the UK.`
        : `${product}s with ${name}.`;
  return page(name, description, `${pageHref[kind](slug)}/`);
}

/**
 * A landing page (decision 093): 'Museums in Yorkshire'. Indexed only when it has enough places
 * to be worth a visit from a search engine; otherwise it still opens, as any filtered list does.
 */
export function landingMeta(
  names: { region: string; category: string },
  slugs: { region: string; category: string },
  listed: boolean,
  product: string,
): PageMeta {
  return page(
    landingPageName(names.category, names.region),
    `${names.category} in ${names.region}: hand-picked ${product}s, with opening times, prices and what each offers families.`,
    listed ? `${pageHref.regionCategory(slugs.region, slugs.category)}/` : null,
  );
}

/** A city's car-free page (decision 153): not indexed while it has too few places. */
export function carFreeMeta(
  city: { cityName: string; citySlug: string; listed: boolean },
  product: string,
): PageMeta {
  return page(
    carFreePageName(city.cityName),
    carFreeDescription(product, city.cityName),
    city.listed ? `${pageHref.carFree(city.citySlug)}/` : null,
  );
}

export function groupMeta(groupId: string, name: string, product: string): PageMeta {
  return page(name, `Every ${name} ${product} in one place.`, pageHref.group(groupId));
}

/** Pages for staff and for one visitor's submission: useful to them, not to search engines. */
const privatePage = (name: string, product: string) =>
  page(name, `${product}: curated UK days out.`, null);

type TableEntry = (params: Record<string, string>, product: string) => PageMeta;

/**
 * A page whose name comes from the catalogue, before (or without) its render: its section's
 * name, not indexed. Its render says the rest (AttractionPage, the list's path filters…).
 */
const awaitingData =
  (name: string): TableEntry =>
  (_params, p) =>
    privatePage(name, p);

/** Each page of the table in src/contract/page-routes.ts, as far as it needs no data. */
const PAGES: Record<PageKey, TableEntry> = {
  home: (_params, p) =>
    page(
      PAGE_NAMES.home,
      `Curated UK days out: zoos, museums, theme parks, castles and more, hand-picked by ${p}. No reviews, no bias.`,
      pageHref.home,
    ),
  attractions: (_params, p) =>
    page(
      PAGE_NAMES.attractions,
      `Browse every ${p} in the UK by category, region, facility and distance.`,
      pageHref.attractions(),
    ),
  search: ({ searchText = '' }, p) =>
    page(
      `${PAGE_NAMES.search}: ${summarise(searchText, 60)}`,
      `${p}s matching '${summarise(searchText, 60)}'.`,
      null,
    ),
  category: awaitingData(PAGE_NAMES.categories),
  region: awaitingData(PAGE_NAMES.regions),
  regionCategory: awaitingData(PAGE_NAMES.regions),
  carFree: awaitingData(PAGE_NAMES.attractions),
  facility: awaitingData(PAGE_NAMES.facilities),
  submit: (_params, p) =>
    page(
      PAGE_NAMES.submit,
      `Know a great day out we have missed? Suggest it to ${p}.`,
      pageHref.submit,
    ),
  create: (_params, p) => privatePage(PAGE_NAMES.create, p),
  edit: (_params, p) => privatePage(PAGE_NAMES.edit, p),
  editSubmission: (_params, p) => privatePage(PAGE_NAMES.editSubmission, p),
  retrieve: (_params, p) => privatePage(PAGE_NAMES.retrieve, p),
  retrieveByReference: (_params, p) => privatePage(PAGE_NAMES.retrieve, p),
  emailConfirm: (_params, p) => privatePage(PAGE_NAMES.emailConfirm, p),
  emailUnsubscribe: (_params, p) => privatePage(PAGE_NAMES.emailUnsubscribe, p),
  venueVerify: (_params, p) => privatePage(PAGE_NAMES.venueVerify, p),
  venueEdit: (_params, p) => privatePage(PAGE_NAMES.venueEdit, p),
  attraction: awaitingData(PAGE_NAMES.attractions),
  categories: (_params, p) =>
    page(
      PAGE_NAMES.categories,
      `Find ${p}s by kind: theme parks, zoos, museums, castles, railways and more.`,
      pageHref.categories,
    ),
  facilities: (_params, p) =>
    page(
      PAGE_NAMES.facilities,
      `Find ${p}s with the facilities your family needs.`,
      pageHref.facilities,
    ),
  regions: (_params, p) =>
    page(PAGE_NAMES.regions, `Find ${p}s in every part of the UK.`, pageHref.regions),
  groups: (_params, p) =>
    page(
      PAGE_NAMES.groups,
      `The attraction groups behind many ${p}s, and everything each of them runs.`,
      pageHref.groups,
    ),
  group: awaitingData(PAGE_NAMES.groups),
  // A shortlist lives in the visitor's browser (decision 091): nothing to index, nothing to 404.
  shortlist: (_params, p) => privatePage(PAGE_NAMES.shortlist, p),
  // A plan is all in its address (decision 170): one family's day, shared by link, never indexed.
  plan: (_params, p) => page(PAGE_NAMES.plan, planTexts.description(p), null),
  sitemap: (_params, p) =>
    page(
      PAGE_NAMES.sitemap,
      `Every page, region, category, group and ${p} on the site.`,
      pageHref.sitemap,
    ),
  settings: (_params, p) =>
    page(
      PAGE_NAMES.settings,
      `Your ${p} settings: cookies, location and default city.`,
      pageHref.settings,
    ),
  about: (_params, p) =>
    page(
      PAGE_NAMES.about,
      `About ${p}: curated lists of UK days out. No reviews, no bias.`,
      pageHref.about,
    ),
  contact: (_params, p) => page(PAGE_NAMES.contact, `Get in touch with ${p}.`, pageHref.contact),
  policies: (_params, p) =>
    page(
      PAGE_NAMES.policies,
      `${p}'s privacy, cookie and accessibility policies.`,
      pageHref.policies,
    ),
  privacy: (_params, p) =>
    page(PAGE_NAMES.privacy, `How ${p} handles your data.`, pageHref.privacy),
  cookies: (_params, p) =>
    page(PAGE_NAMES.cookies, `The cookies ${p} uses and why.`, pageHref.cookies),
  accessibility: (_params, p) =>
    page(PAGE_NAMES.accessibility, `${p}'s commitment to accessibility.`, pageHref.accessibility),
  admin: (_params, p) => privatePage(PAGE_NAMES.admin, p),
};

/**
 * The table's metadata of a page path (query string excluded, trailing slash ignored): all of it
 * for a page that needs no data, the starting point for one that does.
 */
export function tablePageMeta(pathname: string, product: string): PageMeta {
  // Every admin page is private, however deep; the admin area routes its own paths.
  if (isAdminAreaPath(pathname)) return privatePage(PAGE_NAMES.admin, product);
  const match = matchPagePath(pathname);
  if (!match) return notFoundMeta(product);
  return PAGES[match.page](match.params, product);
}
