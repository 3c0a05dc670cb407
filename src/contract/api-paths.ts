// API paths the browser calls and the server also answers from inside a page (decision 048).

/** GET /attraction-service/v2/attractions (SPEC §7) and, below it, one attraction by id. */
export const ATTRACTIONS_PATH = '/attraction-service/v2/attractions';

/**
 * The id of the data script in a page's HTML holding API answers the server gave in advance, by
 * request URL (decision 048).
 */
export const INITIAL_ANSWERS_ELEMENT_ID = 'initial-answers';

/** GET: every region × category with enough live places for a landing page (issue 21). */
export const LANDING_PAGES_PATH = '/attraction-service/v2/landing-pages';

/** GET: every live attraction's id and name, A-Z, for the sitemap page (issue 21). */
export const ATTRACTION_NAMES_PATH = '/attraction-service/v2/attractions/names';
