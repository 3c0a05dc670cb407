import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { HoldingGate } from '../features/system/HoldingGate';
import { Layout } from './shell/Layout';

// One chunk per page (React.lazy): the first view loads only its own page's code.
const HomePage = lazy(() => import('../features/home/HomePage'));
const AttractionsPage = lazy(() => import('../features/attractions/AttractionsPage'));
// Visitor site II (issue 6): attraction view, catalogue tiles, groups, information pages.
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));
const AttractionPage = lazy(() => import('../features/attraction-page/AttractionPage'));
const CategoriesPage = lazy(() => import('../features/catalogue/CategoriesPage'));
const FacilitiesPage = lazy(() => import('../features/catalogue/FacilitiesPage'));
const RegionsPage = lazy(() => import('../features/catalogue/RegionsPage'));
const GroupsPage = lazy(() => import('../features/catalogue/GroupsPage'));
const GroupPage = lazy(() => import('../features/catalogue/GroupPage'));
const SitemapPage = lazy(() => import('../features/info/SitemapPage'));
const SettingsPage = lazy(() => import('../features/info/SettingsPage'));
const AboutPage = lazy(() => import('../features/info/AboutPage'));
const ContactPage = lazy(() => import('../features/info/ContactPage'));
const PoliciesPage = lazy(() => import('../features/info/policies/PoliciesPage'));
const PrivacyPolicyPage = lazy(() => import('../features/info/policies/PrivacyPolicyPage'));
const CookiePolicyPage = lazy(() => import('../features/info/policies/CookiePolicyPage'));
const AccessibilityPage = lazy(() => import('../features/info/policies/AccessibilityPage'));
// Attraction editing (issue 7): the wizard, retrieving a submission, inline editing.
const SubmitAttractionPage = lazy(
  () => import('../features/attraction-wizard/SubmitAttractionPage'),
);
const CreateAttractionPage = lazy(
  () => import('../features/attraction-wizard/CreateAttractionPage'),
);
const EditSubmissionPage = lazy(() => import('../features/attraction-wizard/EditSubmissionPage'));
const AttractionEditPage = lazy(() => import('../features/attraction-editing/AttractionEditPage'));
const RetrieveSubmissionPage = lazy(
  () => import('../features/retrieve-submission/RetrieveSubmissionPage'),
);
// Issue 19: the visitor's shortlist, kept in their browser.
const ShortlistPage = lazy(() => import('../features/shortlist/ShortlistPage'));

/**
 * The visitor routes of SPEC §2 built so far. Path parameters of the list act as pre-selected
 * filters: /categories/{categoryName}, /regions/{regionName}, /facilities/{facilityName} and
 * /search/{searchText}.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <HoldingGate>
            <Layout />
          </HoldingGate>
        }
      >
        <Route index element={<HomePage />} />
        <Route path="attractions" element={<AttractionsPage />} />
        <Route path="search/:searchText" element={<AttractionsPage pathFilter="search" />} />
        <Route
          path="categories/:categoryName"
          element={<AttractionsPage pathFilter="category" />}
        />
        <Route path="regions/:regionName" element={<AttractionsPage pathFilter="region" />} />
        <Route
          path="facilities/:facilityName"
          element={<AttractionsPage pathFilter="facility" />}
        />
        {/* Issue 7: before the generic attraction/:attractionId route. */}
        <Route path="attraction/submit" element={<SubmitAttractionPage />} />
        <Route path="attraction/create" element={<CreateAttractionPage />} />
        <Route path="attraction/edit/:attractionId" element={<AttractionEditPage />} />
        <Route path="attraction/editsubmission/:submissionId" element={<EditSubmissionPage />} />
        <Route path="retrieveAttraction" element={<RetrieveSubmissionPage />} />
        <Route path="retrieveAttraction/:referenceNumber" element={<EditSubmissionPage />} />
        <Route path="attraction/:attractionId" element={<AttractionPage mode="view" />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="facilities" element={<FacilitiesPage />} />
        <Route path="regions" element={<RegionsPage />} />
        <Route path="groups" element={<GroupsPage />} />
        <Route path="group/:groupId" element={<GroupPage />} />
        <Route path="shortlist" element={<ShortlistPage />} />
        <Route path="sitemap" element={<SitemapPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="policies" element={<PoliciesPage />} />
        <Route path="policies/privacy" element={<PrivacyPolicyPage />} />
        <Route path="policies/cookies" element={<CookiePolicyPage />} />
        <Route path="policies/accessibility" element={<AccessibilityPage />} />
        {adminRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
