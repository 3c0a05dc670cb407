import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { attractions, categories } from '../../../src/server/db/schema.js';
import { createAdminToken } from '../../support/admin-token.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { paths, type ListBody } from './support.js';

const LIST = `${paths.attractions}?category=zoo&sort=closest&latitude=53.48&longitude=-2.24`;

describeEachEngine('HTTP caching and the in-process list cache (decision 013)', (engine) => {
  const ctx = useTestApp(engine);
  const request = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const cache = () => ctx.app.attractionListCache.stats;

  it('gives public reads a strong ETag, short public caching and Vary: token', async () => {
    for (const url of [
      LIST,
      `${paths.attractions}/1`,
      paths.categories,
      `${paths.categories}/zoo`,
      paths.regions,
      paths.groups,
      paths.facilities,
      paths.metadata,
      paths.banners,
    ]) {
      const response = await request(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(response.headers['cache-control'], url).toBe(
        'public, max-age=60, stale-while-revalidate=300',
      );
      expect(response.headers.vary, url).toBe('token, accept-encoding');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answers 304 with no body when If-None-Match holds the current tag', async () => {
    for (const url of [LIST, `${paths.attractions}/1`, paths.categories, paths.banners]) {
      const first = await request(url);
      const etag = first.headers.etag as string;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await request(url, { 'if-none-match': ifNoneMatch });
        expect(again.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
      }
      const stale = await request(url, { 'if-none-match': '"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    }
  });

  it('sends br or gzip when accepted, each encoding with its own strong ETag, made once', async () => {
    const plain = await request(LIST);
    const etag = plain.headers.etag as string;
    for (const [accept, encoding, suffix, decode] of [
      ['gzip, deflate, br', 'br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', 'gz', gunzipSync],
    ] as const) {
      const first = await request(LIST, { 'accept-encoding': accept });
      const second = await request(LIST, { 'accept-encoding': accept });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.etag).toBe(`${etag.slice(0, -1)}.${suffix}"`);
      expect(decode(first.rawPayload).toString()).toBe(plain.body);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      const revalidated = await request(LIST, {
        'accept-encoding': accept,
        'if-none-match': first.headers.etag as string,
      });
      expect(revalidated.statusCode).toBe(304);
    }
    const identity = await request(LIST, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    const small = await request(paths.metadata, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('tags different bytes differently, equal bytes equally', async () => {
    const a = await request(`${paths.attractions}?pageSize=3`);
    const b = await request(`${paths.attractions}?pageSize=4`);
    const c = await request(`${paths.attractions}?pageSize=3&page=1`);
    expect(a.headers.etag).not.toBe(b.headers.etag);
    expect(c.headers.etag).toBe(a.headers.etag);
    expect(c.body).toBe(a.body);
  });

  it('shares one cache entry between spellings of the same query', async () => {
    ctx.app.attractionListCache.clear();
    const first = await request(
      `${paths.attractions}?category=zoo&category=aquarium&region=london&search=Sea`,
    );
    const before = cache();
    for (const url of [
      `${paths.attractions}?region=london&category=aquarium&category=zoo&search=sea`,
      `${paths.attractions}?search=%20SEA%20&category=zoo&category=aquarium&category=zoo&region=london&page=1`,
    ]) {
      const again = await request(url);
      expect(again.body).toBe(first.body);
    }
    expect(cache().hits).toBe(before.hits + 2);
    expect(cache().entries).toBe(before.entries);
  });

  it('answers a repeated URL from the cache before validation, with the same bytes and tags', async () => {
    ctx.app.attractionListCache.clear();
    const url = `${paths.attractions}?region=wales&sort=a-z&pageSize=5`;
    const first = await request(url);
    const hits = cache().hits;
    const second = await request(url);
    expect(cache().hits).toBe(hits + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect((await request(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(
      304,
    );
    const admin = await request(url, { token: 'x' });
    expect(admin.headers['cache-control']).toBe('private, no-store');
  });

  it('serves the cached bytes until a catalogue write is announced, then the new answer', async () => {
    const url = `${paths.attractions}?search=chester%20zoo&pageSize=1`;
    const before = (await request(url)).json<ListBody>();
    expect(before.results[0]!.name).toBe('Chester Zoo');
    const id = before.results[0]!.id;
    await ctx.database.db
      .update(attractions)
      .set({ name: 'Chester Zoo and Gardens' })
      .where(eq(attractions.id, id));
    expect((await request(url)).json<ListBody>().results[0]!.name).toBe('Chester Zoo');

    ctx.app.catalogueEvents.catalogueChanged('attraction renamed');
    expect((await request(url)).json<ListBody>().results[0]!.name).toBe('Chester Zoo and Gardens');
    await ctx.database.db
      .update(attractions)
      .set({ name: 'Chester Zoo' })
      .where(eq(attractions.id, id));
    ctx.app.catalogueEvents.catalogueChanged('attraction renamed back');
  });

  it('drops the filter vocabulary on a write too: a new category is usable at once', async () => {
    expect((await request(`${paths.attractions}?category=piers`)).statusCode).toBe(400);
    await ctx.database.db.insert(categories).values({
      categoryName: 'piers',
      displayName: 'Piers',
      categoryPageTitle: 'Walk on the Water',
      displayColor: '#123456',
    });
    ctx.app.catalogueEvents.catalogueChanged('category created');
    const response = await request(`${paths.attractions}?category=piers`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ListBody>().metadata.totalResults).toBe(0);
    const piers = await request(`${paths.categories}/piers`);
    expect(piers.json()).toMatchObject({ categoryName: 'piers', attractionCount: 0 });
  });

  it('does not empty the cache on /track: popularity order may lag by the entry lifetime', async () => {
    const url = `${paths.attractions}?sort=most-popular&pageSize=5`;
    const first = await request(url);
    const last = first.json<ListBody>().results[4]!;
    const entries = cache().entries;
    const track = await request(`${paths.attractions}/${last.id}/track`);
    expect(track.statusCode).toBe(200);
    expect(cache().entries).toBe(entries);
    const again = await request(url);
    expect(again.headers.etag).toBe(first.headers.etag);
    const [row] = await ctx.database.db
      .select({ n: attractions.hitCount })
      .from(attractions)
      .where(eq(attractions.id, last.id));
    expect(row!.n).toBe(last.hitCount + 1);
  });

  it('never stores or shares an answer read with a token', async () => {
    const { token } = await createAdminToken(ctx.database);
    ctx.app.attractionListCache.clear();
    for (const headers of [{ token }, { token: 'not-valid' }]) {
      const response = await request(`${paths.attractions}?pageSize=2`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.etag).toBeDefined();
    }
    expect(cache().entries).toBe(0);
    const admin = await request(`${paths.attractions}?adminFilter=ALL_ATTRACTIONS&pageSize=2`, {
      token,
    });
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(cache().entries).toBe(0);
  });

  it('does not cache errors', async () => {
    ctx.app.attractionListCache.clear();
    expect((await request(`${paths.attractions}/999999`)).headers['cache-control']).toBeUndefined();
    expect((await request(`${paths.categories}/unicorns`)).statusCode).toBe(404);
    expect((await request(`${paths.attractions}?page=0`)).headers.etag).toBeUndefined();
    expect(cache().entries).toBe(0);
  });

  it('keeps serving correct answers with the list cache switched off', async () => {
    ctx.app.attractionListCache.setEnabled(false);
    try {
      const a = await request(LIST);
      const b = await request(LIST);
      expect(b.body).toBe(a.body);
      expect(b.headers.etag).toBe(a.headers.etag);
      expect(cache().entries).toBe(0);
    } finally {
      ctx.app.attractionListCache.setEnabled(true);
    }
  });
});
