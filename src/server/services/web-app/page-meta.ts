// What the server writes into a page's HTML before the app runs: status, title, description,
// canonical URL and, for an attraction, schema.org JSON-LD. A crawler that runs no JavaScript
// still gets the right title and description, and unknown pages answer a real 404.
import { attractionJsonLd } from './attraction-json-ld.js';
import { slugTitle } from './catalogue-titles.js';
import { and, eq } from 'drizzle-orm';
import { parseAttractionId } from '../../../contract/attraction-id.js';
import { MAX_WHOLE_NUMBER } from '../../../contract/fields.js';
import type { Attraction } from '../../../contract/attraction.js';
import { CLOSED_PAGE_TITLE } from '../../../contract/closure.js';
import { closedPlaceMessage } from '../../../contract/closed-place.js';
import { PAGE_NAMES } from '../../../contract/page-titles.js';
import { planTexts } from '../../../contract/plan-texts.js';
import {
  isAdminAreaPath,
  matchPagePath,
  pageHref,
  type PageKey,
} from '../../../contract/page-routes.js';
import { landingPageName } from '../../../contract/landing-page.js';
import { findLandingPages } from '../../db/landing-pages.js';
import { findCarFreePages } from '../../db/car-free-pages.js';
import { carFreeDescription, carFreePageName } from '../../../contract/car-free-pages.js';
import { loadAttractions } from '../../db/load-attractions.js';
import type { Db } from '../../db/database.js';
import { findClosedPlace } from '../../db/closed-places.js';
import { attractions } from '../../db/schema.js';

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

export interface PageContext {
  db: Db;
  productName: string;
  /** The site's public address, for absolute URLs in JSON-LD. */
  publicUrl: string;
}

type Resolver = (
  params: Record<string, string>,
  context: PageContext,
) => Promise<PageMeta> | PageMeta;

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
export const holding = (product: string): PageMeta => ({
  status: 200,
  page: PAGE_NAMES.holding,
  description: `${product} is coming soon: curated lists of the best days out in the UK. No reviews, no bias.`,
  canonicalPath: null,
});

/** The page's data could not be read (a database outage): 503, tried again shortly. */
export const unavailable = (product: string): PageMeta => ({
  status: 503,
  page: PAGE_NAMES.maintenance,
  description: `${product} is briefly unavailable. Please try again in a few seconds.`,
  canonicalPath: null,
});

export const notFound = (product: string): PageMeta => ({
  status: 404,
  page: PAGE_NAMES.notFound,
  description: `This page could not be found on ${product}.`,
  canonicalPath: null,
});

/** Pages for staff and for one visitor's submission: useful to them, not to search engines. */
const privatePage = (name: string, product: string) =>
  page(name, `${product}: curated UK days out.`, null);

async function liveAttraction(db: Db, idText: string): Promise<Attraction | null> {
  const id = parseAttractionId(idText);
  // Beyond the id column's range nothing can match: the query is not worth asking.
  if (id === null || id > MAX_WHOLE_NUMBER) return null;
  const [row] = await db
    .select({ id: attractions.id })
    .from(attractions)
    .where(and(eq(attractions.id, id), eq(attractions.isLive, true)));
  if (!row) return null;
  const [attraction] = await loadAttractions(db, [id]);
  return attraction ?? null;
}

/** A place that closed for good: 410, not indexed, named in the description (decision 067). */
async function closedPlacePage(db: Db, idText: string): Promise<PageMeta | null> {
  const id = parseAttractionId(idText);
  if (id === null || id > MAX_WHOLE_NUMBER) return null;
  const closedPlace = await findClosedPlace(db, id);
  if (!closedPlace) return null;
  return {
    status: 410,
    page: CLOSED_PAGE_TITLE,
    description: closedPlaceMessage(closedPlace.name),
    canonicalPath: null,
  };
}

/** Category, region and facility pages: the list with that filter, named after it. */
function catalogueListPage(kind: 'category' | 'region' | 'facility', param: string): Resolver {
  return async (params, { db, productName: p }) => {
    const slug = params[param] ?? '';
    const name = await slugTitle(db, kind, slug);
    if (!name) return notFound(p);
    const description =
      kind === 'region'
        ? `${p}s in ${name}, hand-picked.`
        : kind === 'category'
          ? `${name}: hand-picked ${p}s across the UK.`
          : `${p}s with ${name}.`;
    const href = {
      category: pageHref.category,
      region: pageHref.region,
      facility: pageHref.facility,
    };
    return page(name, description, `${href[kind](slug)}/`);
  };
}

/**
 * A landing page (decision 093): 'Museums in Yorkshire'. Indexed only when it has enough places to be
 * worth a visit from a search engine; otherwise it still opens, as any filtered list does.
 */
async function landingPage(
  { regionName = '', categoryName = '' }: Record<string, string>,
  { db, productName: p }: PageContext,
): Promise<PageMeta> {
  const [region, category] = await Promise.all([
    slugTitle(db, 'region', regionName),
    slugTitle(db, 'category', categoryName),
  ]);
  if (!region || !category) return notFound(p);
  const [listed] = await findLandingPages(db, { regionName, categoryName });
  return page(
    landingPageName(category, region),
    `${category} in ${region}: hand-picked ${p}s, with opening times, prices and what each offers families.`,
    listed ? `${pageHref.regionCategory(regionName, categoryName)}/` : null,
  );
}

/**
 * A city's car-free page (decision 153): an unknown city is a 404; a city with too few places
 * still opens but is not indexed.
 */
async function carFreePage(
  { citySlug = '' }: Record<string, string>,
  { db, productName: p }: PageContext,
): Promise<PageMeta> {
  const wanted = citySlug.trim().toLowerCase();
  const [city] = await findCarFreePages(db, { citySlug: wanted });
  if (!city) return notFound(p);
  return page(
    carFreePageName(city.cityName),
    carFreeDescription(p, city.cityName),
    city.listed ? `${pageHref.carFree(city.citySlug)}/` : null,
  );
}

async function attractionPage(
  params: Record<string, string>,
  context: PageContext,
): Promise<PageMeta> {
  const segment = params.attractionId ?? '';
  const attraction = await liveAttraction(context.db, segment);
  if (!attraction)
    return (await closedPlacePage(context.db, segment)) ?? notFound(context.productName);
  const canonicalPath = pageHref.attraction(attraction.id);
  return {
    status: 200,
    page: attraction.name,
    description: summarise(attraction.description),
    canonicalPath,
    ogType: 'place',
    // Our own photo only: a hot-linked image URL is no longer shown anywhere (decision 168).
    image: attraction.photo ? new URL(attraction.photo.src, context.publicUrl).toString() : null,
    jsonLd: attractionJsonLd(attraction, new URL(canonicalPath, context.publicUrl).toString()),
  };
}

/** Each page of the table in src/contract/page-routes.ts, with its title and description. */
const PAGES: Record<PageKey, Resolver> = {
  home: (_params, { productName: p }) =>
    page(
      PAGE_NAMES.home,
      `Curated UK days out: zoos, museums, theme parks, castles and more, hand-picked by ${p}. No reviews, no bias.`,
      pageHref.home,
    ),
  attractions: (_params, { productName: p }) =>
    page(
      PAGE_NAMES.attractions,
      `Browse every ${p} in the UK by category, region, facility and distance.`,
      pageHref.attractions(),
    ),
  search: ({ searchText = '' }, { productName: p }) =>
    page(
      `${PAGE_NAMES.search}: ${summarise(searchText, 60)}`,
      `${p}s matching '${summarise(searchText, 60)}'.`,
      null,
    ),
  category: catalogueListPage('category', 'categoryName'),
  region: catalogueListPage('region', 'regionName'),
  regionCategory: landingPage,
  carFree: carFreePage,
  facility: catalogueListPage('facility', 'facilityName'),
  submit: (_params, { productName: p }) =>
    page(
      PAGE_NAMES.submit,
      `Know a great day out we have missed? Suggest it to ${p}.`,
      pageHref.submit,
    ),
  create: (_params, { productName: p }) => privatePage(PAGE_NAMES.create, p),
  edit: (_params, { productName: p }) => privatePage(PAGE_NAMES.edit, p),
  editSubmission: (_params, { productName: p }) => privatePage(PAGE_NAMES.editSubmission, p),
  retrieve: (_params, { productName: p }) => privatePage(PAGE_NAMES.retrieve, p),
  retrieveByReference: (_params, { productName: p }) => privatePage(PAGE_NAMES.retrieve, p),
  emailConfirm: (_params, { productName: p }) => privatePage(PAGE_NAMES.emailConfirm, p),
  emailUnsubscribe: (_params, { productName: p }) => privatePage(PAGE_NAMES.emailUnsubscribe, p),
  venueVerify: (_params, { productName: p }) => privatePage(PAGE_NAMES.venueVerify, p),
  venueEdit: (_params, { productName: p }) => privatePage(PAGE_NAMES.venueEdit, p),
  attraction: attractionPage,
  categories: (_params, { productName: p }) =>
    page(
      PAGE_NAMES.categories,
      `Find ${p}s by kind: theme parks, zoos, museums, castles, railways and more.`,
      pageHref.categories,
    ),
  facilities: (_params, { productName: p }) =>
    page(
      PAGE_NAMES.facilities,
      `Find ${p}s with the facilities your family needs.`,
      pageHref.facilities,
    ),
  regions: (_params, { productName: p }) =>
    page(PAGE_NAMES.regions, `Find ${p}s in every part of the UK.`, pageHref.regions),
  groups: (_params, { productName: p }) =>
    page(
      PAGE_NAMES.groups,
      `The attraction groups behind many ${p}s, and everything each of them runs.`,
      pageHref.groups,
    ),
  group: async ({ groupId = '' }, { db, productName: p }) => {
    const name = await slugTitle(db, 'group', groupId);
    return name
      ? page(name, `Every ${name} ${p} in one place.`, pageHref.group(groupId))
      : notFound(p);
  },
  // A shortlist lives in the visitor's browser (decision 091): nothing to index, nothing to 404.
  shortlist: (_params, { productName: p }) => privatePage(PAGE_NAMES.shortlist, p),
  // A plan is all in its address (issue 32): one family's day, shared by link, never indexed.
  plan: (_params, { productName: p }) => page(PAGE_NAMES.plan, planTexts.description(p), null),
  sitemap: (_params, { productName: p }) =>
    page(
      PAGE_NAMES.sitemap,
      `Every page, region, category, group and ${p} on the site.`,
      pageHref.sitemap,
    ),
  settings: (_params, { productName: p }) =>
    page(
      PAGE_NAMES.settings,
      `Your ${p} settings: cookies, location and default city.`,
      pageHref.settings,
    ),
  about: (_params, { productName: p }) =>
    page(
      PAGE_NAMES.about,
      `About ${p}: curated lists of UK days out. No reviews, no bias.`,
      pageHref.about,
    ),
  contact: (_params, { productName: p }) =>
    page(PAGE_NAMES.contact, `Get in touch with ${p}.`, pageHref.contact),
  policies: (_params, { productName: p }) =>
    page(
      PAGE_NAMES.policies,
      `${p}'s privacy, cookie and accessibility policies.`,
      pageHref.policies,
    ),
  privacy: (_params, { productName: p }) =>
    page(PAGE_NAMES.privacy, `How ${p} handles your data.`, pageHref.privacy),
  cookies: (_params, { productName: p }) =>
    page(PAGE_NAMES.cookies, `The cookies ${p} uses and why.`, pageHref.cookies),
  accessibility: (_params, { productName: p }) =>
    page(PAGE_NAMES.accessibility, `${p}'s commitment to accessibility.`, pageHref.accessibility),
  admin: (_params, { productName: p }) => privatePage(PAGE_NAMES.admin, p),
};

/** Resolves the metadata of a page path (query string excluded, trailing slash ignored). */
export async function resolvePageMeta(pathname: string, context: PageContext): Promise<PageMeta> {
  // Every admin page is private, however deep; the admin area routes its own paths.
  if (isAdminAreaPath(pathname)) return privatePage(PAGE_NAMES.admin, context.productName);
  const match = matchPagePath(pathname);
  if (!match) return notFound(context.productName);
  return PAGES[match.page](match.params, context);
}
