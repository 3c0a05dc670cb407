import { act } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoSources, type Photo } from '../../../contract/photo';
import { CardMedia } from './CardMedia';

// Issue 29, item 4: on a server-rendered first view a photo can fail before the page's script
// runs; React, not yet listening, never hears its error event, and the broken image stayed.

const FILES = photoSources('7-0123456789abcdef', [480, 960]);
const PHOTO = FILES.src;
const photo: Photo = {
  id: 1,
  ...FILES,
  width: 1200,
  height: 750,
  placeholder: 'data:image/webp;base64,AAAA',
  altText: 'The lake',
  credit: 'A. Moderator',
  licence: 'CC BY 4.0',
};

/** The browser's view of the photo once its request ended: complete, `width` wide (0: broken). */
function imagesLoaded(width: number) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width);
}

/** Renders as the server does, then hydrates as the browser does; answers the root element. */
async function serverRenderThenHydrate(): Promise<HTMLElement> {
  const page = () => (
    <QueryClientProvider client={new QueryClient()}>
      <CardMedia photo={photo} categoryName={null} attractionId={7} />
    </QueryClientProvider>
  );
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(page());
  expect(root.querySelector('img')?.getAttribute('src')).toBe(PHOTO);
  await act(async () => {
    hydrateRoot(root, page());
  });
  return root;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('CardMedia on a server-rendered page', () => {
  it('shows the placeholder for a photo that failed before the page was hydrated', async () => {
    imagesLoaded(0);
    const root = await serverRenderThenHydrate();
    expect(root.innerHTML).not.toContain(PHOTO);
  });

  it('keeps a photo that loaded', async () => {
    imagesLoaded(640);
    const root = await serverRenderThenHydrate();
    const image = root.querySelector('picture img');
    expect(image?.getAttribute('src')).toBe(PHOTO);
    expect(image?.getAttribute('width')).toBe('1200');
    expect(root.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      FILES.avifSrcset,
    );
    expect(root.textContent).toContain('Photo: A. Moderator · CC BY 4.0');
  });
});
