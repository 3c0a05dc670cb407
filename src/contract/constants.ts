/**
 * Business constants of SPEC §9, in one place so server, browser and tests agree. Units are in
 * the names (_MS, _DAYS, _MONTHS, _PX) because a bare number invites the wrong one.
 */

import type { AttractionSort } from './sorts.js';

/** The distance filter's choices, in miles; 'any' means no distance limit. */
export const DISTANCE_OPTIONS_MILES = ['any', 1, 5, 10, 25, 50] as const;
export type DistanceOption = (typeof DISTANCE_OPTIONS_MILES)[number];
export const DEFAULT_DISTANCE: DistanceOption = 'any';

export const KM_PER_MILE = 1.60934;
export const MILES_PER_KM = 0.62137;
export const EARTH_RADIUS_KM = 6371;

export const DEFAULT_LOCATION = { name: 'London', latitude: 51.52, longitude: -0.09 } as const;
/** The configured list sort; it needs coordinates (see resolveAttractionSort). */
export const DEFAULT_SORT: AttractionSort = 'closest';

export const RELATED_LIMIT = 6;
/** Page size of the "all" lists: all attractions, facilities, groups, a group's attractions. */
export const ALL_LIST_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 1000;
/** An empty list still reports one page, so pagers never show "page 1 of 0". */
export const MIN_TOTAL_PAGES = 1;

export const SNACKBAR_AUTO_HIDE_MS = { default: 6000, adminAndAttractionPage: 3000 } as const;
export const FACILITY_SAVE_DELAY_MS = 100;
export const MAP_DRAW_DELAY_MS = 100;
export const SUCCESS_ACTION_DELAY_MS = 150;
export const MAINTENANCE_PAGE_DELAY_MS = 100;
export const DRAWER_SEARCH_CLOSE_DELAY_MS = 150;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const SOCIAL_FRESHNESS_DAYS = 365;

export const MAP_ZOOM = 13;
export const MAP_MAX_ZOOM = 18;

export const DEFAULT_CATEGORY_RANK = 1000;
export const DEFAULT_BRANDING_TEXT_COLOUR = '#FFFFFF';
export const DEFAULT_FACILITY_COLOUR = 'green';
export const FACILITY_TILE_DEFAULT_COLOUR = 'blue';

export const COOKIE_LIFETIME_MONTHS = 6;
export const PREFERENCES_COOKIE_DAYS = 31;
export const SETTINGS_COOKIE_DAYS = 100;

export const DRAWER_WIDTH_PX = 260;
export const ADMIN_TILE_COLUMNS = { large: 3, medium: 2 } as const;

/** Rating is out of 5 in half steps (data/README); price bands run 0 (free) to 5. */
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
export const PRICE_BAND_MAX = 5;

/**
 * Maximum lengths. The first group is SPEC §5; the second is ours (SPEC: "other bounds: not
 * shown") so no field is unbounded: a display name fits a tile, a URL fits every browser.
 */
export const FIELD_LIMITS = {
  attractionName: 80,
  attractionDescription: 1000,
  addressLine: 120,
  town: 120,
  postcode: 10,
  country: 80,
  googlePlaceId: 100,
  groupDisplayName: 32,
  groupDescription: 750,
  colour: 7,
  searchTerm: 200,

  displayName: 80,
  categoryPageTitle: 120,
  slug: 80,
  locationDescription: 500,
  facilityDescription: 500,
  facilityColour: 32,
  facilityTypeName: 80,
  iconPart: 64,
  url: 2048,
  email: 254,
  phone: 20,
  socialHandle: 100,
  username: 100,
  password: 200,
} as const;

export const FEATURE_FLAG_DEFAULTS = {
  featuredBanner: true,
  emailBanner: true,
  holdingPage: false,
  changeableSearchLocation: true,
  distanceToggle: false,
  personalisation: false,
  darkMode: false,
} as const;
export type FeatureFlags = { [K in keyof typeof FEATURE_FLAG_DEFAULTS]: boolean };

export const EMAIL_SIGNUP_STORAGE_KEY = 'email-signup-complete';
