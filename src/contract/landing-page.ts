/**
 * Landing pages (decision 093): one per region and category that families search for together
 * ("Museums in Yorkshire"), on a clean URL of its own (pageHref.regionCategory). No zod here: the
 * list page imports it, and zod stays out of a visitor's first JavaScript (decision 044).
 */

/**
 * Fewer live places than this and a region × category page is too thin to offer: it is not
 * listed, linked or indexed (it still opens, as any filtered list does).
 */
export const LANDING_PAGE_MIN_ATTRACTIONS = 3;

/** The page's name, in its title and its links: 'Museums in Yorkshire'. */
export function landingPageName(categoryDisplayName: string, regionDisplayName: string): string {
  return `${categoryDisplayName} in ${regionDisplayName}`;
}
