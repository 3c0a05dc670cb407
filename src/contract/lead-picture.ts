/**
 * The picture a page shows largest at first, which the server preloads (decision 048): the
 * attraction's own photo (decision 167) or, without one, its drawing. Server and browser choose
 * it with this one function, so the preload fetches the very file the page then shows.
 */
import { fallbackPicture } from './catalogue-images.js';
import type { PictureSubject } from './picture-subjects.js';
import { PHOTO_SIZES, type Photo } from './photo.js';

export type LeadPicture =
  | { kind: 'drawing'; href: string }
  /** The AVIF set, as the picture's first source: what every browser that preloads takes. */
  | { kind: 'photo'; href: string; avifSrcset: string; sizes: string };

export function leadPicture(
  attraction: {
    id: number;
    photo: Photo | null;
    mainCategory: { categoryName: string } | null;
    pictureSubject?: PictureSubject | null;
  },
  shownAs: keyof typeof PHOTO_SIZES,
): LeadPicture | null {
  const { photo } = attraction;
  if (photo) {
    return {
      kind: 'photo',
      href: photo.src,
      avifSrcset: photo.avifSrcset,
      sizes: PHOTO_SIZES[shownAs],
    };
  }
  const drawing = fallbackPicture(attraction);
  return drawing ? { kind: 'drawing', href: drawing } : null;
}
