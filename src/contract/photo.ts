// Photos with credits (decision 163): what an upload carries besides the file, the
// sizes made from it, and how a picture is described on the wire and on the page. No zod here:
// the cards import these on every first view (decision 096); the schemas are in photo-schema.ts.

export const PHOTO_PATHS = {
  upload: (id: number | string) => `/management-service/v1/attractions/${id}/photos`,
  /** Served from our own origin: /media/photos/{key}/{width}.{avif|webp} and fallback.jpg. */
  filesPrefix: '/media/photos',
} as const;

/** The largest upload taken (bytes). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The widths made, each as AVIF and WebP; wider than the original are skipped. */
export const PHOTO_WIDTHS = [480, 960, 1440] as const;
/** The JPEG every browser can show, for those that take neither AVIF nor WebP. */
export const PHOTO_FALLBACK_WIDTH = 960;

export const PHOTO_MESSAGES = {
  notAnImage:
    'This file is not a picture we can use. Please upload a JPEG, PNG, WebP or AVIF photo.',
  tooLarge: `This file is too large. Please upload a photo of at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  noFile: 'Please choose a photo to upload (the form field "file").',
  tooSmall: 'This photo is too small: please upload one at least 480 pixels wide.',
} as const;

/** What an upload carries besides the file (its schema: photo-schema.ts). */
export interface PhotoFields {
  altText: string;
  credit: string;
  licence: string;
}

/** A stored photo as the API describes it (its schema: photo-schema.ts). */
export interface Photo {
  id: number;
  /** The fallback JPEG: the img's src. */
  src: string;
  avifSrcset: string;
  webpSrcset: string;
  width: number;
  height: number;
  placeholder: string;
  altText: string;
  credit: string;
  licence: string;
}

/** The urls of one stored photo's files. */
export function photoSources(fileKey: string, widths: readonly number[]) {
  const base = `${PHOTO_PATHS.filesPrefix}/${fileKey}`;
  const set = (ext: string) => widths.map((w) => `${base}/${w}.${ext} ${w}w`).join(', ');
  return { src: `${base}/fallback.jpg`, avifSrcset: set('avif'), webpSrcset: set('webp') };
}

/**
 * How wide each picture shows, for `sizes` (decision 167): the browser picks the file from it
 * before any style is known, and the server's preload of a page's lead picture uses the same
 * words so it fetches the very file the page then shows. Cards: one column on a phone, two from
 * 600 px, three from 900 px in the 1200 px container. The attraction page's picture: the whole
 * width on a phone and tablet, 7/12 of the container beside the summary from 900 px.
 */
export const PHOTO_SIZES = {
  card: '(min-width: 1200px) 400px, (min-width: 900px) 34vw, (min-width: 600px) 50vw, 100vw',
  hero: '(min-width: 1200px) 680px, (min-width: 900px) 57vw, 100vw',
  /** The shortlist's rows and the map's preview: a picture 96 to 140 px wide. */
  thumbnail: '140px',
} as const;

/**
 * The line shown on a picture (decision 167): whose it is and on what terms. A credit that
 * already says what it is ("Photo: …", "© …") is kept as written; a bare name gets "Photo: ".
 */
export function photoCreditLine(photo: Pick<Photo, 'credit' | 'licence'>): string {
  const credit = photo.credit.trim();
  const who = /^(photo|image|picture|©|\(c\)|copyright)/i.test(credit)
    ? credit
    : `Photo: ${credit}`;
  return `${who} · ${photo.licence.trim()}`;
}
