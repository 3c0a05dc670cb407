/**
 * The fixed categories and regions of SPEC §2, by their path names. The seed catalogue carries
 * exactly these, and the site has a drawn picture for each; admins may add others later.
 */
export const SPEC_CATEGORY_NAMES = [
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

export const SPEC_REGION_NAMES = [
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
