import { describe, expect, it } from 'vitest';
import { PHOTO_SIZES } from '../../../contract/photo.js';
import { renderPage } from './render-page.js';

const template =
  '<html><head><title>x</title><meta name="description" content="" />' +
  '<script id="site-config" type="application/json">{}</script></head><body></body></html>';
const meta = { status: 200, page: 'Farm', description: 'A farm.', canonicalPath: '/attraction/5' };
const render = (leadPicture: Parameters<typeof renderPage>[1]['leadPicture']) =>
  renderPage(meta as Parameters<typeof renderPage>[0], {
    productName: 'Daytrip',
    publicUrl: 'https://daytrip.example',
    template,
    nonce: 'n',
    leadPicture,
  });

// A page the server could not render still has its first picture fetched at once (decision 048):
// a photo's preload is the AVIF set its <picture> takes, with the same sizes (decision 167).
describe('the lead picture preload', () => {
  it("preloads a photo's AVIF set with the page's sizes", () => {
    const html = render({
      kind: 'photo',
      href: '/media/photos/5-0123456789abcdef/fallback.jpg',
      avifSrcset: '/media/photos/5-0123456789abcdef/480.avif 480w',
      sizes: PHOTO_SIZES.hero,
    });
    expect(html).toContain(
      '<link rel="preload" as="image" type="image/avif" ' +
        'imagesrcset="/media/photos/5-0123456789abcdef/480.avif 480w" ' +
        `imagesizes="${PHOTO_SIZES.hero}" fetchpriority="high" />`,
    );
  });

  it('preloads a drawing by its address', () => {
    expect(render({ kind: 'drawing', href: '/images/categories/zoo.svg' })).toContain(
      '<link rel="preload" as="image" href="/images/categories/zoo.svg" fetchpriority="high" />',
    );
  });
});
