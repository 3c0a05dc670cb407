// What the server writes into a page's HTML before the app runs: status, title, description,
// canonical URL and, for an attraction, schema.org JSON-LD. A crawler that runs no JavaScript
// still gets the right title and description, and unknown pages answer a real 404.
import { attractionJsonLd } from './attraction-json-ld.js';
import { slugTitle } from './catalogue-titles.js';
import { decodeSegment } from './path-segment.js';
import { and, eq } from 'drizzle-orm';
import { parseAttractionId } from '../../../contract/attraction-id.js';
import { MAX_WHOLE_NUMBER } from '../../../contract/fields.js';
import type { Attraction } from '../../../contract/attraction.js';
import { CLOSED_PAGE_TITLE } from '../../../contract/closure.js';
import { closedPlaceMessage } from '../../../contract/closed-place.js';
import { PAGE_NAMES } from '../../../contract/page-titles.js';
import { loadAttractions } from '../../db/load-attractions.js';
import type { Db } from '../../db/database.js';
import { findClosedPlace } from '../../db/closed-places.js';
import { attractions } from '../../db/schema.js';

export interface PageMeta {
  status: 200 | 404 | 410;
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
  match: RegExpMatchArray,
  db: Db,
  product: string,
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
  if (!/^[1-9][0-9]{0,9}$/.test(idText)) return null;
  const closedPlace = await findClosedPlace(db, Number(idText));
  if (!closedPlace) return null;
  return {
    status: 410,
    page: CLOSED_PAGE_TITLE,
    description: closedPlaceMessage(closedPlace.name),
    canonicalPath: null,
  };
}

const ROUTES: [RegExp, Resolver][] = [
  [
    /^\/$/,
    (_m, _db, p) =>
      page(
        PAGE_NAMES.home,
        `Curated UK days out: zoos, museums, theme parks, castles and more, hand-picked by ${p}. No reviews, no bias.`,
        '/',
      ),
  ],
  [
    /^\/attractions$/,
    (_m, _db, p) =>
      page(
        PAGE_NAMES.attractions,
        `Browse every ${p} in the UK by category, region, facility and distance.`,
        '/attractions/',
      ),
  ],
  [
    /^\/search\/([^/]+)$/,
    (m, _db, p) => {
      const text = decodeSegment(m[1] ?? '') ?? '';
      return page(
        `${PAGE_NAMES.search}: ${summarise(text, 60)}`,
        `${p}s matching '${summarise(text, 60)}'.`,
        null,
      );
    },
  ],
  [
    /^\/attraction\/([^/]+)$/,
    async (m, db, p, context) => {
      const segment = m[1] ?? '';
      if (segment === 'submit') {
        return page(
          PAGE_NAMES.submit,
          `Know a great day out we have missed? Suggest it to ${p}.`,
          '/attraction/submit',
        );
      }
      if (segment === 'create') return privatePage(PAGE_NAMES.create, p);
      const attraction = await liveAttraction(db, segment);
      if (!attraction) return (await closedPlacePage(db, segment)) ?? notFound(p);
      const canonicalPath = `/attraction/${attraction.id}`;
      return {
        status: 200,
        page: attraction.name,
        description: summarise(attraction.description),
        canonicalPath,
        ogType: 'place',
        image: attraction.links.mainImage,
        jsonLd: attractionJsonLd(attraction, new URL(canonicalPath, context.publicUrl).toString()),
      };
    },
  ],
  [/^\/attraction\/edit\/[^/]+$/, (_m, _db, p) => privatePage(PAGE_NAMES.edit, p)],
  [
    /^\/attraction\/editsubmission\/[^/]+$/,
    (_m, _db, p) => privatePage(PAGE_NAMES.editSubmission, p),
  ],
  [/^\/retrieveAttraction(\/[^/]+)?$/, (_m, _db, p) => privatePage(PAGE_NAMES.retrieve, p)],
  [
    /^\/groups$/,
    (_m, _db, p) =>
      page(
        PAGE_NAMES.groups,
        `The attraction groups behind many ${p}s, and everything each of them runs.`,
        '/groups/',
      ),
  ],
  [
    /^\/group\/([^/]+)$/,
    async (m, db, p) => {
      const name = await slugTitle(db, 'group', m[1] ?? '');
      return name ? page(name, `Every ${name} ${p} in one place.`, `/group/${m[1]}`) : notFound(p);
    },
  ],
  [
    /^\/categories$/,
    (_m, _db, p) =>
      page(
        PAGE_NAMES.categories,
        `Find ${p}s by kind: theme parks, zoos, museums, castles, railways and more.`,
        '/categories/',
      ),
  ],
  [
    /^\/facilities$/,
    (_m, _db, p) =>
      page(
        PAGE_NAMES.facilities,
        `Find ${p}s with the facilities your family needs.`,
        '/facilities/',
      ),
  ],
  [
    /^\/regions$/,
    (_m, _db, p) => page(PAGE_NAMES.regions, `Find ${p}s in every part of the UK.`, '/regions/'),
  ],
  ...(['category', 'facility', 'region'] as const).map((kind): [RegExp, Resolver] => [
    new RegExp(
      `^/${kind === 'category' ? 'categories' : kind === 'facility' ? 'facilities' : 'regions'}/([^/]+)$`,
    ),
    async (m, db, p) => {
      const name = await slugTitle(db, kind, m[1] ?? '');
      if (!name) return notFound(p);
      const description =
        kind === 'region'
          ? `${p}s in ${name}, hand-picked.`
          : kind === 'category'
            ? `${name}: hand-picked ${p}s across the UK.`
            : `${p}s with ${name}.`;
      return page(name, description, `${m[0]}/`);
    },
  ]),
  [
    /^\/settings$/,
    (_m, _db, p) =>
      page(
        PAGE_NAMES.settings,
        `Your ${p} settings: cookies, location and default city.`,
        '/settings/',
      ),
  ],
  [
    /^\/about$/,
    (_m, _db, p) =>
      page(
        PAGE_NAMES.about,
        `About ${p}: curated lists of UK days out. No reviews, no bias.`,
        '/about/',
      ),
  ],
  [/^\/contact$/, (_m, _db, p) => page(PAGE_NAMES.contact, `Get in touch with ${p}.`, '/contact/')],
  [
    /^\/policies$/,
    (_m, _db, p) =>
      page(PAGE_NAMES.policies, `${p}'s privacy, cookie and accessibility policies.`, '/policies/'),
  ],
  [
    /^\/policies\/privacy$/,
    (_m, _db, p) => page(PAGE_NAMES.privacy, `How ${p} handles your data.`, '/policies/privacy/'),
  ],
  [
    /^\/policies\/cookies$/,
    (_m, _db, p) =>
      page(PAGE_NAMES.cookies, `The cookies ${p} uses and why.`, '/policies/cookies/'),
  ],
  [
    /^\/policies\/accessibility$/,
    (_m, _db, p) =>
      page(
        PAGE_NAMES.accessibility,
        `${p}'s commitment to accessibility.`,
        '/policies/accessibility/',
      ),
  ],
  [
    /^\/sitemap$/,
    (_m, _db, p) =>
      page(
        PAGE_NAMES.sitemap,
        `Every page, region, category, group and ${p} on the site.`,
        '/sitemap/',
      ),
  ],
  // A shortlist lives in the visitor's browser (issue 19): nothing to index, nothing to 404.
  [/^\/shortlist$/, (_m, _db, p) => privatePage(PAGE_NAMES.shortlist, p)],
  [/^\/admin(\/.*)?$/, (_m, _db, p) => privatePage(PAGE_NAMES.admin, p)],
];

/** Resolves the metadata of a page path (query string excluded, trailing slash ignored). */
export async function resolvePageMeta(pathname: string, context: PageContext): Promise<PageMeta> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [pattern, resolve] of ROUTES) {
    const match = path.match(pattern);
    if (match) return resolve(match, context.db, context.productName, context);
  }
  return notFound(context.productName);
}
