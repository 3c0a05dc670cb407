// Issue 33, item 4, the showing side (decisions 167, 168): a moderator's photo travels with the
// attraction in the list and the single read, the server-rendered page shows it as a <picture>
// with its credit, and a hot-linked image URL is kept in the data
// but no longer shown; the policy's img-src names only our origin and the map tiles.
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ATTRACTIONS_PATH } from '../../../src/contract/api-paths.js';
import type { Attraction } from '../../../src/contract/attraction.js';
import { PHOTO_SIZES, photoCreditLine } from '../../../src/contract/photo.js';
import { createAdminToken } from '../../support/admin-token.js';
import { multipartBody, samplePhoto } from '../../support/photo-upload.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { attractionBody, call, M } from '../management-service/helpers.js';

const webRoot = path.resolve(import.meta.dirname, '../../../dist/web');
const HOT_LINKED = 'https://images.example.com/hot-linked-zoo.jpg';
const NAME = 'Photo Test Farm';

/** The page without its data scripts (which carry the API's answer, hot-linked URL and all). */
const markup = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');

describeEachEngine('photos on the wire and on the page (decisions 167, 168)', (engine) => {
  const ctx = useTestApp(engine, {
    webRoot,
    env: {
      PUBLIC_URL: 'https://daytrip.example',
      PHOTO_DIR: path.join(os.tmpdir(), `daytrip-test-shown-photos-${process.pid}-${engine}`),
      MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
    },
  });
  let token: string;
  let id: number;
  let photo: NonNullable<Attraction['photo']>;

  it('has the build to render with', () => {
    expect(existsSync(path.join(webRoot, '../web-ssr/entry-server.js')), 'run npm run build').toBe(
      true,
    );
  });

  it('carries no photo until a moderator uploads one, then carries it in every read', async () => {
    ({ token } = await createAdminToken(ctx.database));
    const created = await call(ctx.app, {
      method: 'POST',
      url: `${M}/attractions`,
      token,
      payload: attractionBody({ name: NAME, links: { mainImage: HOT_LINKED } }),
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().response.id;
    await call(ctx.app, { method: 'POST', url: `${M}/attractions/${id}/approve`, token });
    const before = (
      await call(ctx.app, { method: 'GET', url: `${ATTRACTIONS_PATH}/${id}` })
    ).json();
    expect(before.photo).toBeNull();

    const form = await multipartBody(
      { altText: 'Goats by the red barn', credit: 'Sam Rivers', licence: 'CC BY 4.0' },
      { bytes: await samplePhoto(), name: 'barn.jpg', type: 'image/jpeg' },
    );
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `${M}/attractions/${id}/photos`,
      headers: { ...form.headers, token },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const single = (
      await call(ctx.app, { method: 'GET', url: `${ATTRACTIONS_PATH}/${id}` })
    ).json();
    photo = single.photo;
    expect(photo).toMatchObject({
      width: 1200,
      height: 800,
      altText: 'Goats by the red barn',
      credit: 'Sam Rivers',
      licence: 'CC BY 4.0',
    });
    expect(photo.src).toMatch(/^\/media\/photos\/[^/]+\/fallback\.jpg$/);
    expect(photo.avifSrcset).toMatch(/^\/media\/photos\/\S+\/480\.avif 480w, \S+\/960\.avif 960w/);
    expect(photo.webpSrcset).toMatch(/^\/media\/photos\/\S+\/480\.webp 480w/);
    // The data is kept: the hot-linked URL is still there for the moderators.
    expect(single.links.mainImage).toBe(HOT_LINKED);

    const list = (
      await call(ctx.app, {
        method: 'GET',
        url: `${ATTRACTIONS_PATH}?search=${encodeURIComponent(NAME)}`,
      })
    ).json<{ results: Attraction[] }>();
    expect(list.results.find((a) => a.id === id)?.photo).toEqual(photo);
  });

  it('serves every file of its sets from our origin, cached for a year', async () => {
    const urls = [photo.src, ...`${photo.avifSrcset}, ${photo.webpSrcset}`.split(', ')].map(
      (entry) => entry.split(' ')[0]!,
    );
    expect(urls).toHaveLength(5);
    for (const url of urls) {
      const file = await ctx.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/(avif|webp|jpeg)$/);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/media/photos/1-00/../../x.jpg' });
    expect(missing.statusCode).toBe(404);
  });

  it('publishes the photo in the OpenAPI document of the attraction', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const text = JSON.stringify(doc);
    for (const field of ['avifSrcset', 'webpSrcset', 'placeholder', 'altText', 'credit', 'licence'])
      expect(text).toContain(`"${field}"`);
  });

  it('renders the page with the <picture>, its size, alt text and credit', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/attraction/${id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const amp = (text: string) => text.replaceAll('&', '&amp;');
    expect(html).toContain(`<source type="image/avif" srcSet="${photo.avifSrcset}"`);
    expect(html).toContain(`sizes="${PHOTO_SIZES.hero}"`);
    expect(html).toMatch(/<img[^>]* src="\/media\/photos\/[^"]+\/fallback\.jpg"[^>]* width="1200"/);
    expect(html).toContain('alt="Goats by the red barn"');
    expect(html).toContain(`${amp(photoCreditLine(photo))}</figcaption>`);
    expect(html).toContain(
      `<meta property="og:image" content="https://daytrip.example${photo.src}" />`,
    );
    expect(markup(html)).not.toContain(HOT_LINKED);
  });

  it('shows no hot-linked image, and its policy lets images come only from us and the tiles', async () => {
    const other = await call(ctx.app, {
      method: 'POST',
      url: `${M}/attractions`,
      token,
      payload: attractionBody({ name: 'Hot Link Hall', links: { mainImage: HOT_LINKED } }),
    });
    const otherId = other.json().response.id;
    await call(ctx.app, { method: 'POST', url: `${M}/attractions/${otherId}/approve`, token });
    const response = await ctx.app.inject({ method: 'GET', url: `/attraction/${otherId}` });
    expect(response.statusCode).toBe(200);
    expect(markup(response.body)).not.toContain(HOT_LINKED);
    expect(response.body).not.toContain('og:image');
    expect(response.body).toContain('data-testid="image-placeholder"');
    const imgSrc = /img-src ([^;]*)/.exec(String(response.headers['content-security-policy']));
    expect(imgSrc?.[1]).toBe("'self' data: https://tiles.example.org");
  });
});
