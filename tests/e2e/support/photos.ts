// A moderator's photo for the browser tests (decision 163): a place made live through the API and
// a picture uploaded to it, processed by the server as any other.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PHOTO_PATHS, photoSources, type Photo } from '../../../src/contract/photo.js';
import { adminToken, attractionBody } from './admin.js';

export const PHOTO_FIELDS = {
  altText: 'A red barn behind a green field under a blue sky',
  credit: 'Sam Rivers',
  licence: 'CC BY 4.0',
} as const;

/** A 1600×1000 JPEG: sky, sun, hills, a red barn. Not blank, so the screenshots say something. */
export function scenePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5aa0e0"/><stop offset="1" stop-color="#cfe6f7"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    <circle cx="1280" cy="200" r="90" fill="#ffd34d"/>
    <path d="M0 620 Q400 480 800 600 T1600 560 V1000 H0Z" fill="#6fa35a"/>
    <path d="M0 760 Q500 640 1000 760 T1600 720 V1000 H0Z" fill="#4a7c3f"/>
    <rect x="520" y="520" width="300" height="200" fill="#b33a2b"/>
    <path d="M500 530 L670 420 L840 530Z" fill="#7a2318"/>
    <rect x="630" y="610" width="80" height="110" fill="#f3e9d2"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

/** A new live place in London under Zoos, with a moderator's photo; answers its id. */
export async function livePlaceWithPhoto(request: APIRequestContext, name: string) {
  const { token } = await adminToken(request);
  const created = await request.post('/management-service/v1/attractions', {
    headers: { token },
    data: attractionBody(name),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).response as { id: number };
  const approved = await request.post(`/management-service/v1/attractions/${id}/approve`, {
    headers: { token },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const uploaded = await request.post(`/management-service/v1/attractions/${id}/photos`, {
    headers: { token },
    multipart: {
      ...PHOTO_FIELDS,
      file: { name: 'barn.jpg', mimeType: 'image/jpeg', buffer: await scenePhoto() },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return { id, token };
}

/** A 1×1 green PNG: a photo file that loads, for tests that dress a served attraction. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhAHAiJ4wSQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A photo as the API describes one, whose files (under a key no upload made) the page's requests
 * get as a small PNG: for tests that give a seeded place a photo through serveAttractionWith.
 */
export async function dressedPhoto(page: Page, credit = 'Sam Rivers'): Promise<Photo> {
  const key = `1-${'0'.repeat(15)}1`;
  await page.route(`**${PHOTO_PATHS.filesPrefix}/${key}/**`, (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  );
  return {
    id: 1,
    ...photoSources(key, [480, 960]),
    width: 1200,
    height: 750,
    placeholder: `data:image/png;base64,${PNG.toString('base64')}`,
    altText: 'The place in summer',
    credit,
    licence: 'CC BY 4.0',
  };
}
