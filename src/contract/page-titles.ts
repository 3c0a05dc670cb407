import { isAdminAreaPath } from './page-routes.js';

/**
 * The page part of every title (SPEC §1: '{product} - {page}'). The server writes it into the
 * HTML it sends (for crawlers and link previews); the browser sets the same on navigation.
 */
export const PAGE_NAMES = {
  home: 'Home',
  attractions: 'Attractions',
  popular: 'Popular',
  search: 'Search',
  submit: 'Submit Attraction',
  create: 'Create Attraction',
  edit: 'Edit Attraction',
  editSubmission: 'Edit Submission',
  retrieve: 'Retrieve Submission',
  groups: 'Attraction Groups',
  categories: 'Categories',
  facilities: 'Facilities',
  regions: 'Regions',
  settings: 'Settings',
  about: 'About',
  contact: 'Contact',
  policies: 'Policies',
  privacy: 'Privacy Policy',
  cookies: 'Cookie Policy',
  accessibility: 'Accessibility',
  sitemap: 'Sitemap',
  shortlist: 'My shortlist',
  plan: 'Day plan',
  admin: 'Admin',
  emailConfirm: 'Confirm your sign-up',
  emailUnsubscribe: 'Unsubscribe',
  venueVerify: 'Confirm it is your place',
  venueEdit: 'Update your listing',
  notFound: 'Page Not Found',
  /** SPEC §1: shown 100 ms after the API cannot be reached. */
  maintenance: 'Maintenance',
  /** SPEC §1: the whole site (but the admin area) while holding mode is configured. */
  holding: 'Coming Soon',
} as const;

export type PageName = (typeof PAGE_NAMES)[keyof typeof PAGE_NAMES];

/** '{product} - {page}', e.g. 'Daytrip - Home' or 'Daytrip - Chester Zoo'. */
export function pageTitle(productName: string, page: string): string {
  return `${productName} - ${page}`;
}

/** Paths the holding page covers: all but the admin area, so staff can prepare the site. */
export function isHeldPath(pathname: string): boolean {
  return !isAdminAreaPath(pathname);
}
