import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { featuredBanners } from '../../src/server/db/schema.js';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';
import { seed } from './attraction-service/support.js';

const URL = '/marketing-service/v1/banner/featured/';
interface BannerList {
  results: {
    id: string;
    kind: string;
    title: string;
    linkPath: string | null;
    categoryName: string | null;
    position: number;
  }[];
  metadata: { currentPage: number; totalPages: number; totalResults: number };
}

describeEachEngine('featured banners', (engine) => {
  const ctx = useTestApp(engine);

  it('answers the featured banners in display order', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(200);
    const body = response.json<BannerList>();
    expect(body.results.map((b) => b.id)).toEqual(seed.banners.map((b) => b.id));
    expect(body.results.map((b) => b.position)).toEqual(seed.banners.map((_, i) => i));
    expect(body.results[0]).toEqual({ ...seed.banners[0], position: 0 });
    expect(body.metadata).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalResults: seed.banners.length,
    });
    expect(response.headers.etag).toMatch(/^"/);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=60/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: URL,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers without the trailing slash too, and leaves out inactive banners', async () => {
    const hidden = seed.banners[1]!.id;
    await ctx.database.db
      .update(featuredBanners)
      .set({ isActive: false })
      .where(eq(featuredBanners.id, hidden));
    const response = await ctx.app.inject({ method: 'GET', url: URL.slice(0, -1) });
    expect(response.statusCode).toBe(200);
    const ids = response.json<BannerList>().results.map((b) => b.id);
    expect(ids).toEqual(seed.banners.map((b) => b.id).filter((id) => id !== hidden));
    await ctx.database.db
      .update(featuredBanners)
      .set({ isActive: true })
      .where(eq(featuredBanners.id, hidden));
  });
});

describeEachEngine('featured banners switched off', (engine) => {
  const ctx = useTestApp(engine, { env: { FEATURE_FEATURED_BANNER: 'false' } });

  it('answers an empty list when the featured banner feature is off (SPEC §9)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [],
      metadata: { currentPage: 1, totalPages: 1, totalResults: 0 },
    });
  });
});
