/**
 * The fixed picture of each category and region (SPEC §2), drawn for the site and served from
 * /images/categories/{name}.svg and /images/regions/{name}.svg. A name outside the fixed set (one
 * an admin added later) has no picture: callers paint a colour instead.
 */
import type { PictureSubject } from './picture-subjects.js';
import { SPEC_CATEGORY_NAMES, SPEC_REGION_NAMES } from './spec-catalogue.js';

const categories = new Set<string>(SPEC_CATEGORY_NAMES);
const regions = new Set<string>(SPEC_REGION_NAMES);

export function categoryImage(categoryName: string | null | undefined): string | null {
  return categoryName && categories.has(categoryName)
    ? `/images/categories/${categoryName}.svg`
    : null;
}

/**
 * Each category drawing comes in this many versions (the drawing, then {name}-2.svg to -4:
 * mirrored or closer, under other skies; scripts/generate-category-variants.mjs, decision 052).
 */
export const CATEGORY_ART_VARIANTS = 4;

/** Which version an attraction shows: fixed by its id, and spread evenly over the versions. */
export function artVariant(attractionId: number): number {
  // Fibonacci hashing: consecutive ids land far apart, and the high bits are the well-mixed ones,
  // so the hash is scaled down to the number of versions rather than taken modulo.
  const mixed = Math.imul(attractionId, 0x9e3779b1) >>> 0;
  return Math.floor((mixed / 2 ** 32) * CATEGORY_ART_VARIANTS);
}

/**
 * The drawing an attraction without a picture of its own shows: its main category's, in the
 * version its id picks, so a strip of one category does not repeat one picture (decision 052).
 */
export function categoryArtwork(
  categoryName: string | null | undefined,
  attractionId: number,
): string | null {
  const drawing = categoryImage(categoryName);
  const variant = artVariant(attractionId);
  return drawing && variant > 0 ? drawing.replace(/\.svg$/, `-${variant + 1}.svg`) : drawing;
}

export function regionImage(regionName: string | null | undefined): string | null {
  return regionName && regions.has(regionName) ? `/images/regions/${regionName}.svg` : null;
}

/**
 * The drawing that stands in for an attraction's own photo, when it has none or it fails: its
 * subject's (a gallery, a ship, a ruin: decision 133), else its main category's. A hot-linked
 * image URL is never shown (decision 168).
 */
export function fallbackPicture(attraction: {
  id: number;
  mainCategory: { categoryName: string } | null;
  pictureSubject?: PictureSubject | null;
}): string | null {
  if (attraction.pictureSubject) return subjectArtwork(attraction.pictureSubject, attraction.id);
  return categoryArtwork(attraction.mainCategory?.categoryName, attraction.id);
}

/**
 * Subjects a category drawing already shows keep its four versions: the skeleton for natural
 * history, the trains for railways, the stately home, the keep, the sports ground.
 */
const SUBJECT_CATEGORY_ART: Partial<Record<PictureSubject, string>> = {
  naturalhistory: 'museum',
  railways: 'railways',
  houses: 'historic',
  castlekeep: 'castles',
  sport: 'sports',
};

export function subjectArtwork(subject: PictureSubject, attractionId: number): string {
  const category = SUBJECT_CATEGORY_ART[subject];
  return category ? categoryArtwork(category, attractionId)! : `/images/subjects/${subject}.svg`;
}
