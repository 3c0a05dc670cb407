import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Attraction } from '../../src/contract/attraction.js';
import type { ListResponse } from '../../src/contract/list.js';
import { NOT_FOUND_PAGE_MODULE, PAGES, type PageKey } from '../../src/contract/page-routes.js';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

// Decision 182: every page's first view preloads its own chunk, read from the build's manifest by
// the page table's module, so a moved page cannot lose it silently. This needs the real build
// (`npm test` builds before it runs these).
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');

/** One address of each page in the table: a page added without one fails the type check. */
const SAMPLE_PATHS: Record<Exclude<PageKey, 'attraction'>, string> = {
  home: '/',
  attractions: '/attractions/',
  search: '/search/St.%20Ives',
  category: '/categories/zoo',
  region: '/regions/wales',
  regionCategory: '/regions/wales/castle',
  facility: '/facilities/cafe',
  carFree: '/car-free/york/',
  submit: '/attraction/submit',
  create: '/attraction/create',
  edit: '/attraction/edit/1',
  editSubmission: '/attraction/editsubmission/1',
  retrieve: '/retrieveAttraction/',
  retrieveByReference: '/retrieveAttraction/AB12CD',
  categories: '/categories/',
  facilities: '/facilities/',
  regions: '/regions/',
  groups: '/groups/',
  group: '/group/merlin',
  shortlist: '/shortlist/',
  plan: '/plan/',
  sitemap: '/sitemap/',
  settings: '/settings/',
  about: '/about/',
  contact: '/contact/',
  policies: '/policies/',
  privacy: '/policies/privacy/',
  cookies: '/policies/cookies/',
  accessibility: '/policies/accessibility/',
  admin: '/admin',
  emailConfirm: '/email/confirm/not-a-real-token',
  emailUnsubscribe: '/email/unsubscribe/not-a-real-token',
  venueVerify: '/venue/verify/not-a-real-token',
  venueEdit: '/venue/edit',
};

interface ManifestChunk {
  file: string;
}

describeEachEngine("each page's first view preloads its own chunk (decision 182)", (engine) => {
  const manifest = JSON.parse(
    readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const ctx = useTestApp(engine, { webRoot });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );

  it('the build has a chunk for every module the page table names', () => {
    for (const module of [
      ...Object.values(PAGES).map((page) => page.module),
      NOT_FOUND_PAGE_MODULE,
    ])
      expect(manifest[module], module).toBeDefined();
  });

  it('every page of the table, and a path no page has, preloads its own chunk', async () => {
    const attraction = (
      await get('/attraction-service/v2/attractions?search=Chester%20Zoo&pageSize=1')
    ).json<ListResponse<Attraction>>().results[0]!;
    const paths: [PageKey | 'notFound', string][] = [
      ...(Object.entries(SAMPLE_PATHS) as [PageKey, string][]),
      ['attraction', `/attraction/${attraction.id}`],
      ['notFound', '/no/such/page'],
    ];
    for (const [page, url] of paths) {
      const response = await get(url);
      const module = page === 'notFound' ? NOT_FOUND_PAGE_MODULE : PAGES[page].module;
      const links = preloaded(response.body);
      if (page === 'admin') {
        // The entry's own imports only (index.html names them): no page chunk.
        expect(
          links.filter((file) => file.includes('Page')),
          url,
        ).toEqual([]);
        continue;
      }
      expect(links, `${url} (${response.statusCode})`).toContain(manifest[module]!.file);
    }
  });

  it('/Attractions/ and /attractions/ answer the same page', async () => {
    const [lower, upper] = await Promise.all([get('/attractions/'), get('/Attractions/')]);
    expect(upper.statusCode).toBe(200);
    expect(preloaded(upper.body)).toEqual(preloaded(lower.body));
    expect(upper.body).toContain('Showing All Daytrips');
  });
});
