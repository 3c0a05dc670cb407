import { PAGE_PATTERNS, pageHref } from '../../../contract/page-routes';
import type { ReportStatus } from '../../../contract/report';
import type { StalenessFilter } from '../../../contract/staleness';
import type { VenueProposalStatus } from '../../../contract/venue';

/**
 * Every admin path, in one place (docs/decisions/060). SPEC §2 names the areas and their
 * sub-pages; the exact spellings below are ours where SPEC leaves them open.
 */

export const ATTRACTION_LIST_FILTERS = ['all', 'active', 'inactive'] as const;
export type AttractionListFilter = (typeof ATTRACTION_LIST_FILTERS)[number];

export const SUBMISSION_LIST_FILTERS = ['all', 'awaitingapproval', 'rejected', 'approved'] as const;
export type SubmissionListFilter = (typeof SUBMISSION_LIST_FILTERS)[number];

const segment = (value: string | number) => encodeURIComponent(String(value));

export const adminPaths = {
  home: PAGE_PATTERNS.admin,
  attractions: (filter: AttractionListFilter = 'all') => `/admin/attractions/${filter}`,
  submissions: (filter: SubmissionListFilter = 'all') => `/admin/attractionsubmissions/${filter}`,
  manageSocial: (attractionId: number | string) => `/admin/manageSocial/${segment(attractionId)}`,
  auditTrail: (attractionId: number | string) =>
    `/admin/attractions/audit/${segment(attractionId)}`,
  emailSignups: '/admin/emailsignups',
  reports: (status: ReportStatus = 'open') => `/admin/reports/${status}`,
  report: (id: number) => `/admin/reports/view/${id}`,
  staleness: (filter: StalenessFilter = 'all') => `/admin/staleness/${filter}`,
  factCoverage: '/admin/facts/coverage',
  proposals: (status: VenueProposalStatus = 'pending') => `/admin/proposals/${status}`,

  categories: '/admin/categories/all',
  categoryCreate: '/admin/categories/create',
  categoryEdit: (categoryName: string) => `/admin/categories/edit/${segment(categoryName)}`,
  categoryDelete: (categoryName: string) => `/admin/categories/delete/${segment(categoryName)}`,

  regions: '/admin/regions/all',
  regionCreate: '/admin/regions/create',
  regionEdit: (regionName: string) => `/admin/regions/edit/${segment(regionName)}`,

  groups: '/admin/attractiongroups/all',
  groupCreate: '/admin/attractiongroups/create',
  groupEdit: (groupId: string) => `/admin/attractiongroups/edit/${segment(groupId)}`,

  facilities: '/admin/facilities/all',
  facilityCreate: '/admin/facilities/create',
  facilityEdit: (facilityName: string) => `/admin/facilities/edit/${segment(facilityName)}`,
  facilityDelete: (facilityName: string) => `/admin/facilities/delete/${segment(facilityName)}`,
} as const;

/** The attraction page's modes (decision 060) that the admin lists link to. */
export const attractionPaths = {
  view: pageHref.attraction,
  edit: (id: number) => pageHref.edit(id),
  create: pageHref.create,
  /** The review page of one submission: the edit-submission mode, keyed by the attraction id. */
  review: (id: number) => pageHref.editSubmission(id),
  retrieve: pageHref.retrieve,
} as const;
