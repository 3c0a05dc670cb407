import { describe, expect, it } from 'vitest';
import { categoryArtwork } from './catalogue-images.js';
import { leadPicture } from './lead-picture.js';
import { PHOTO_SIZES, photoCreditLine, photoSources, type Photo } from './photo.js';

const photo: Photo = {
  id: 3,
  ...photoSources('5-0123456789abcdef', [480, 960]),
  width: 1200,
  height: 800,
  placeholder: 'data:image/webp;base64,AAAA',
  altText: 'The maze',
  credit: 'A. Moderator',
  licence: 'CC BY 4.0',
};
const attraction = (own: Photo | null) => ({
  id: 5,
  photo: own,
  mainCategory: { categoryName: 'themepark' },
});

describe('leadPicture', () => {
  it("preloads the attraction's own photo as the AVIF set with the page's sizes", () => {
    expect(leadPicture(attraction(photo), 'hero')).toEqual({
      kind: 'photo',
      href: '/media/photos/5-0123456789abcdef/fallback.jpg',
      avifSrcset:
        '/media/photos/5-0123456789abcdef/480.avif 480w, /media/photos/5-0123456789abcdef/960.avif 960w',
      sizes: PHOTO_SIZES.hero,
    });
  });

  it('falls back to the drawing without a photo', () => {
    expect(leadPicture(attraction(null), 'card')).toEqual({
      kind: 'drawing',
      href: categoryArtwork('themepark', 5),
    });
  });
});

describe('photoCreditLine', () => {
  it('says whose the photo is and its licence', () => {
    expect(photoCreditLine(photo)).toBe('Photo: A. Moderator · CC BY 4.0');
    expect(photoCreditLine({ credit: '© Willow Farm', licence: 'Used with permission' })).toBe(
      '© Willow Farm · Used with permission',
    );
    expect(photoCreditLine({ credit: 'Photo by Sam', licence: 'CC0' })).toBe('Photo by Sam · CC0');
  });
});
