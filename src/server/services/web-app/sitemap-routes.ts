// /sitemap.xml and /robots.txt for crawlers: every public page, live attraction and catalogue
// page, and what not to crawl.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { attractionGroups, attractions, categories, facilities, regions } from '../../db/schema.js';
import { escapeHtml } from './site-config.js';
import { findLandingPages } from '../../db/landing-pages.js';
import { findCarFreePages } from '../../db/car-free-pages.js';
import {
  pageHref,
  PUBLIC_STATIC_PAGES,
  UNCRAWLED_PATH_PREFIXES,
} from '../../../contract/page-routes.js';

export const sitemapRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const absolute = (path: string) => new URL(path, config.PUBLIC_URL).toString();

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          ...UNCRAWLED_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
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
    const [live, categoryRows, regionRows, facilityRows, groupRows, landingPages, carFreePages] =
      await Promise.all([
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
        findLandingPages(db),
        findCarFreePages(db),
      ]);
    const entries: { loc: string; lastmod?: string }[] = [
      ...PUBLIC_STATIC_PAGES.map((path) => ({ loc: absolute(path) })),
      // The list pages' canonical form ends in a slash (page-meta.ts).
      ...categoryRows.map((r) => ({ loc: absolute(`${pageHref.category(r.slug)}/`) })),
      ...regionRows.map((r) => ({ loc: absolute(`${pageHref.region(r.slug)}/`) })),
      ...landingPages.map((l) => ({
        loc: absolute(`${pageHref.regionCategory(l.regionName, l.categoryName)}/`),
      })),
      // A city's car-free page only once it lists enough places (decision 153).
      ...carFreePages
        .filter((p) => p.listed)
        .map((p) => ({ loc: absolute(`${pageHref.carFree(p.citySlug)}/`) })),
      ...facilityRows.map((r) => ({ loc: absolute(`${pageHref.facility(r.slug)}/`) })),
      ...groupRows.map((r) => ({ loc: absolute(pageHref.group(r.slug)) })),
      ...live.map((r) => ({
        loc: absolute(pageHref.attraction(r.id)),
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
