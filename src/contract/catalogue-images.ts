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

export function regionImage(regionName: string | null | undefined): string | null {
  return regionName && regions.has(regionName) ? `/images/regions/${regionName}.svg` : null;
}

/**
 * The picture an attraction's card and page show first: its own, else its main category's
 * (CardMedia and HeroImage fall back the same way when its own fails to load). The server preloads
 * the list's first picture and the attraction page's with this (decision 048).
 */
export function cardPicture(
  imageUrl: string | null,
  mainCategoryName: string | null | undefined,
): string | null {
  return imageUrl ?? categoryImage(mainCategoryName);
}
