/**
 * The fixed picture of each category and region (SPEC §2), drawn for the site and served from
 * /images/categories/{name}.svg and /images/regions/{name}.svg. A name outside the fixed set (one
 * an admin added later) has no picture: callers paint a colour instead.
 */
export const CATEGORY_IMAGE_NAMES = [
  'aquarium',
  'arenas',
  'castles',
  'entertainment',
  'experience',
  'historic',
  'museum',
  'nationalparks',
  'nature',
  'outdooractivity',
  'racing',
  'railways',
  'sports',
  'stadiums',
  'themepark',
  'tours',
  'theatres',
  'woods',
  'zoo',
] as const;

export const REGION_IMAGE_NAMES = [
  'easternengland',
  'eastmidlands',
  'london',
  'northeastengland',
  'northscotland',
  'northwestengland',
  'southeastengland',
  'southernengland',
  'southscotland',
  'southwestengland',
  'wales',
  'westmidlands',
  'yorkshire',
  'northernireland',
] as const;

const categories = new Set<string>(CATEGORY_IMAGE_NAMES);
const regions = new Set<string>(REGION_IMAGE_NAMES);

export function categoryImage(categoryName: string | null | undefined): string | null {
  return categoryName && categories.has(categoryName)
    ? `/images/categories/${categoryName}.svg`
    : null;
}

export function regionImage(regionName: string | null | undefined): string | null {
  return regionName && regions.has(regionName) ? `/images/regions/${regionName}.svg` : null;
}
