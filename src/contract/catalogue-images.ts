/**
 * The fixed picture of each category and region (SPEC §2), drawn for the site and served from
 * /images/categories/{name}.svg and /images/regions/{name}.svg. A name outside the fixed set (one
 * an admin added later) has no picture: callers paint a colour instead.
 */
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
 * version its id picks, so a strip of one category does not repeat one picture (issue 20).
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
 * The picture an attraction's card and page show first: its own (a moderator's imageUrl always
 * wins), else its version of its main category's drawing (CardMedia and HeroImage fall back the
 * same way when its own fails to load). The server preloads the list's first picture and the
 * attraction page's with this (decision 048), so server and browser choose the same one.
 */
export function cardPicture(attraction: {
  id: number;
  links: { mainImage: string | null };
  mainCategory: { categoryName: string } | null;
}): string | null {
  return attraction.links.mainImage ?? fallbackPicture(attraction);
}

/** The drawing that stands in for an attraction's own picture, when it has none or it fails. */
export function fallbackPicture(attraction: {
  id: number;
  mainCategory: { categoryName: string } | null;
}): string | null {
  return categoryArtwork(attraction.mainCategory?.categoryName, attraction.id);
}
