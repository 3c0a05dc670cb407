// /sitemap.xml and /robots.txt for crawlers: every public page, live attraction and catalogue
// page, and what not to crawl.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { attractionGroups, attractions, categories, facilities, regions } from '../../db/schema.js';
import { escapeHtml } from './site-config.js';

const STATIC_PAGES = [
  '/',
  '/attractions/',
  '/categories/',
  '/regions/',
  '/facilities/',
  '/groups/',
  '/attraction/submit',
  '/about/',
  '/contact/',
  '/policies/',
  '/policies/privacy/',
  '/policies/cookies/',
  '/policies/accessibility/',
  '/sitemap/',
];

export const sitemapRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const absolute = (path: string) => new URL(path, config.PUBLIC_URL).toString();

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /attraction/edit/',
          'Disallow: /attraction/editsubmission/',
          'Disallow: /attraction/create',
          'Disallow: /retrieveAttraction',
          'Disallow: /management-service/',
          'Disallow: /api/',
          '',
          `Sitemap: ${absolute('/sitemap.xml')}`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const db = app.database.db;
    const [live, categoryRows, regionRows, facilityRows, groupRows] = await Promise.all([
      db
        .select({ id: attractions.id, updatedAt: attractions.updatedAt })
        .from(attractions)
        .where(eq(attractions.isLive, true))
        .orderBy(asc(attractions.id)),
      db
        .select({ slug: categories.categoryName })
        .from(categories)
        .orderBy(asc(categories.categoryName)),
      db.select({ slug: regions.regionName }).from(regions).orderBy(asc(regions.regionName)),
      db
        .select({ slug: facilities.facilityName })
        .from(facilities)
        .where(eq(facilities.isActive, true))
        .orderBy(asc(facilities.facilityName)),
      db
        .select({ slug: attractionGroups.groupId })
        .from(attractionGroups)
        .orderBy(asc(attractionGroups.groupId)),
    ]);
    const entries: { loc: string; lastmod?: string }[] = [
      ...STATIC_PAGES.map((path) => ({ loc: absolute(path) })),
      ...categoryRows.map((r) => ({ loc: absolute(`/categories/${r.slug}/`) })),
      ...regionRows.map((r) => ({ loc: absolute(`/regions/${r.slug}/`) })),
      ...facilityRows.map((r) => ({ loc: absolute(`/facilities/${r.slug}/`) })),
      ...groupRows.map((r) => ({ loc: absolute(`/group/${r.slug}`) })),
      ...live.map((r) => ({
        loc: absolute(`/attraction/${r.id}`),
        lastmod: r.updatedAt.toISOString().slice(0, 10),
      })),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (e) =>
          `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};
