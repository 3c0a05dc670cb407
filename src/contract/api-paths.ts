// API paths the browser calls and the server's page render reads in-process (decision 097).

/** GET /attraction-service/v2/attractions (SPEC §7) and, below it, one attraction by id. */
export const ATTRACTIONS_PATH = '/attraction-service/v2/attractions';

/** GET: every region × category with enough live places for a landing page (decision 093). */
export const LANDING_PAGES_PATH = '/attraction-service/v2/landing-pages';
/** GET: every city's "Car-free days out" page, with how many places it lists (decision 153). */
export const CAR_FREE_PAGES_PATH = '/attraction-service/v2/car-free-pages';

/** GET: every live attraction's id and name, A-Z, for the sitemap page (decision 097). */
export const ATTRACTION_NAMES_PATH = '/attraction-service/v2/attractions/names';

/** Where the API lives: requests under these get JSON, every other GET is a page (a person). */
export const API_PATH_PREFIXES = [
  '/attraction-service/',
  '/management-service/',
  '/marketing-service/',
  '/api/',
] as const;

export const isApiPath = (pathname: string): boolean =>
  API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * GET ?date=YYYY-MM-DD&ids=1,2,3: a day plan as a calendar file, one event per stop, in the
 * order given (decision 170); one id is one place's "Add to calendar".
 */
export const PLAN_CALENDAR_PATH = '/api/calendar/plan.ics';
