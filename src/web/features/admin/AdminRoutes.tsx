import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { VENUE_PROPOSAL_STATUSES } from '../../../contract/venue';
import AdminLayout from './AdminLayout';
import { adminPaths } from './paths';

// Each admin page is its own chunk, fetched when first visited (docs/decisions/060).
const AdminHomePage = lazy(() => import('./home/AdminHomePage'));
const AttractionsListPage = lazy(() => import('./attractions/AttractionsListPage'));
const SubmissionsListPage = lazy(() => import('./attractions/SubmissionsListPage'));
const ManageSocialPage = lazy(() => import('./attractions/ManageSocialPage'));
const AuditTrailPage = lazy(() => import('./attractions/AuditTrailPage'));
const CategoriesListPage = lazy(() => import('./categories/CategoriesListPage'));
const CategoryFormPage = lazy(() => import('./categories/CategoryFormPage'));
const CategoryDeletePage = lazy(() => import('./categories/CategoryDeletePage'));
const RegionsListPage = lazy(() => import('./regions/RegionsListPage'));
const RegionFormPage = lazy(() => import('./regions/RegionFormPage'));
const GroupsListPage = lazy(() => import('./groups/GroupsListPage'));
const GroupFormPage = lazy(() => import('./groups/GroupFormPage'));
const FacilitiesListPage = lazy(() => import('./facilities/FacilitiesListPage'));
const FacilityFormPage = lazy(() => import('./facilities/FacilityFormPage'));
const FacilityDeletePage = lazy(() => import('./facilities/FacilityDeletePage'));
const EmailSignupsPage = lazy(() => import('./signups/EmailSignupsPage'));
const ReportsListPage = lazy(() => import('./reports/ReportsListPage'));
const ReportPage = lazy(() => import('./reports/ReportPage'));
const StalenessListPage = lazy(() => import('./staleness/StalenessListPage'));
const FactCoveragePage = lazy(() => import('./staleness/FactCoveragePage'));
const ProposalsQueuePage = lazy(() => import('./proposals/ProposalsQueuePage'));
const NotFoundPage = lazy(() => import('../../components/NotFoundPage'));
const SecondFactorPage = lazy(() => import('./account/SecondFactorPage'));

/** Every path under /admin (SPEC §2 admin routes; exact spellings: docs/decisions/060). */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminHomePage />} />
        <Route path="account/second-factor" element={<SecondFactorPage />} />

        <Route path="attractions" element={<Navigate to="/admin/attractions/all" replace />} />
        <Route path="attractions/all" element={<AttractionsListPage filter="all" />} />
        <Route path="attractions/active" element={<AttractionsListPage filter="active" />} />
        <Route path="attractions/inactive" element={<AttractionsListPage filter="inactive" />} />
        <Route path="attractions/audit/:attractionId" element={<AuditTrailPage />} />
        <Route path="manageSocial/:attractionId" element={<ManageSocialPage />} />

        <Route
          path="attractionsubmissions"
          element={<Navigate to="/admin/attractionsubmissions/all" replace />}
        />
        <Route path="attractionsubmissions/all" element={<SubmissionsListPage filter="all" />} />
        <Route
          path="attractionsubmissions/awaitingapproval"
          element={<SubmissionsListPage filter="awaitingapproval" />}
        />
        <Route
          path="attractionsubmissions/rejected"
          element={<SubmissionsListPage filter="rejected" />}
        />
        <Route
          path="attractionsubmissions/approved"
          element={<SubmissionsListPage filter="approved" />}
        />

        <Route path="reports" element={<Navigate to="/admin/reports/open" replace />} />
        <Route path="reports/open" element={<ReportsListPage status="open" />} />
        <Route path="reports/resolved" element={<ReportsListPage status="resolved" />} />
        <Route path="reports/dismissed" element={<ReportsListPage status="dismissed" />} />
        <Route path="reports/view/:reportId" element={<ReportPage />} />
        <Route path="staleness" element={<Navigate to="/admin/staleness/all" replace />} />
        <Route path="staleness/all" element={<StalenessListPage filter="all" />} />
        <Route path="staleness/never" element={<StalenessListPage filter="never" />} />
        <Route path="staleness/overdue" element={<StalenessListPage filter="overdue" />} />
        <Route path="staleness/old-facts" element={<StalenessListPage filter="old-facts" />} />
        <Route path="facts/coverage" element={<FactCoveragePage />} />
        <Route path="staleness/basic" element={<StalenessListPage filter="basic" />} />
        <Route path="proposals" element={<Navigate to={adminPaths.proposals()} replace />} />
        {VENUE_PROPOSAL_STATUSES.map((status) => (
          <Route
            key={status}
            path={`proposals/${status}`}
            element={<ProposalsQueuePage key={status} status={status} />}
          />
        ))}

        <Route path="categories" element={<Navigate to="/admin/categories/all" replace />} />
        <Route path="categories/all" element={<CategoriesListPage />} />
        <Route path="categories/create" element={<CategoryFormPage />} />
        <Route path="categories/edit/:categoryName" element={<CategoryFormPage />} />
        <Route path="categories/delete/:categoryName" element={<CategoryDeletePage />} />

        <Route path="regions" element={<Navigate to="/admin/regions/all" replace />} />
        <Route path="regions/all" element={<RegionsListPage />} />
        <Route path="regions/create" element={<RegionFormPage />} />
        <Route path="regions/edit/:regionName" element={<RegionFormPage />} />

        <Route
          path="attractiongroups"
          element={<Navigate to="/admin/attractiongroups/all" replace />}
        />
        <Route path="attractiongroups/all" element={<GroupsListPage />} />
        <Route path="attractiongroups/create" element={<GroupFormPage />} />
        <Route path="attractiongroups/edit/:groupId" element={<GroupFormPage />} />

        <Route path="facilities" element={<Navigate to="/admin/facilities/all" replace />} />
        <Route path="facilities/all" element={<FacilitiesListPage />} />
        <Route path="facilities/create" element={<FacilityFormPage />} />
        <Route path="facilities/edit/:facilityName" element={<FacilityFormPage />} />
        <Route path="facilities/delete/:facilityName" element={<FacilityDeletePage />} />

        <Route path="emailsignups" element={<EmailSignupsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
