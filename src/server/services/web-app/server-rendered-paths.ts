// Which pages the server renders (decision 097): every public page, and the 404 page. The admin
// area and the editing pages (the wizard, a submission, inline editing) stay client-rendered:
// they are for signed-in or returning editors, need JavaScript to be used at all, and are not for
// crawlers. The shortlist lives in the visitor's browser storage, which the server cannot see.
import { isAdminAreaPath, matchPagePath, type PageKey } from '../../../contract/page-routes.js';

const CLIENT_RENDERED_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'submit',
  'create',
  'edit',
  'editSubmission',
  'retrieve',
  'retrieveByReference',
  'shortlist',
  'admin',
  // A claimed place's own pages (decision 161): their session lives in the browser's storage.
  'venueVerify',
  'venueEdit',
]);

export function isServerRenderedPath(pathname: string): boolean {
  if (isAdminAreaPath(pathname)) return false;
  const match = matchPagePath(pathname);
  return match === null || !CLIENT_RENDERED_PAGES.has(match.page);
}
