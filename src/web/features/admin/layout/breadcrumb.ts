/**
 * SPEC §2: the admin breadcrumb is built from the path, shows only on paths containing "admin/",
 * and renders the last item and items that are not pages as plain text.
 */

export interface Crumb {
  label: string;
  /** The page the item links to; null renders it as plain text. */
  to: string | null;
}

const LABELS: Readonly<Record<string, string>> = {
  admin: 'Admin',
  attractions: 'Attractions',
  attractionsubmissions: 'Attraction Submissions',
  categories: 'Categories',
  regions: 'Regions',
  attractiongroups: 'Attraction Groups',
  facilities: 'Facilities',
  manageSocial: 'Manage Social',
  emailsignups: 'Email Sign-ups',
  audit: 'Audit Trail',
  proposals: 'Venue Proposals',
  pending: 'Waiting',
  superseded: 'Replaced',
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
  awaitingapproval: 'Awaiting Approval',
  rejected: 'Rejected',
  approved: 'Approved',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
};

// The paths that are pages of their own. Others (".../edit", ".../audit", "/admin/manageSocial")
// only group the pages under them, so their items are plain text.
const AREAS = [
  'attractions',
  'attractionsubmissions',
  'categories',
  'regions',
  'attractiongroups',
  'facilities',
];
const PAGE_PATTERNS: readonly RegExp[] = [
  /^\/admin$/,
  new RegExp(`^/admin/(${AREAS.join('|')})$`),
  /^\/admin\/attractions\/(all|active|inactive)$/,
  /^\/admin\/attractionsubmissions\/(all|awaitingapproval|rejected|approved)$/,
  /^\/admin\/(categories|regions|attractiongroups|facilities)\/(all|create)$/,
  /^\/admin\/emailsignups$/,
];

export function isAdminPage(path: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

function labelOf(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed.
  }
  return LABELS[decoded] ?? decoded;
}

export function buildBreadcrumb(pathname: string): Crumb[] {
  const path = pathname.replace(/\/+$/, '');
  if (!path.includes('admin/')) return [];
  const segments = path.split('/').filter((s) => s !== '');
  return segments.map((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    const last = index === segments.length - 1;
    return { label: labelOf(segment), to: !last && isAdminPage(to) ? to : null };
  });
}
