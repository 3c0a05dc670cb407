import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PAGE_PATTERNS } from '../../contract/page-routes';
import { adminRoutes } from '../features/admin/routes';
import { HoldingGate } from '../features/system/HoldingGate';
import { Layout } from './shell/Layout';

// One chunk per page (React.lazy): the first view loads only its own page's code.
const HomePage = lazy(() => import('../features/home/HomePage'));
const AttractionsPage = lazy(() => import('../features/attractions/AttractionsPage'));
const CarFreeCityPage = lazy(() => import('../features/attractions/CarFreeCityPage'));
// Visitor site II (decision 082): attraction view, catalogue tiles, groups, information pages.
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
// Attraction editing (decision 080): the wizard, retrieving a submission, inline editing.
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
// Decision 091: the visitor's shortlist, kept in their browser.
const ShortlistPage = lazy(() => import('../features/shortlist/ShortlistPage'));
// Decision 170: a day plan, all in its address.
const PlanPage = lazy(() => import('../features/plan/PlanPage'));
// Decision 160: the links in mailing-list mails.
const EmailLinkPage = lazy(() => import('../features/email-links/EmailLinkPage'));
// Decisions 161 and 164: a place's own people, verified by a mailed link, propose changes.
const VenueVerifyPage = lazy(() => import('../features/attraction-editing/venue/VenueVerifyPage'));
const VenueEditPage = lazy(() => import('../features/attraction-editing/venue/VenueEditPage'));

/**
 * The visitor routes of SPEC §2, their paths from the page table (src/contract/page-routes.ts)
 * that the server's page metadata, sitemap and first answers read too. Path parameters of the
 * list act as pre-selected filters: /categories/{categoryName}, /regions/{regionName},
 * /facilities/{facilityName} and /search/{searchText}.
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
        <Route path={PAGE_PATTERNS.attractions} element={<AttractionsPage />} />
        <Route path={PAGE_PATTERNS.search} element={<AttractionsPage pathFilters={['search']} />} />
        <Route
          path={PAGE_PATTERNS.category}
          element={<AttractionsPage pathFilters={['category']} />}
        />
        <Route path={PAGE_PATTERNS.region} element={<AttractionsPage pathFilters={['region']} />} />
        <Route
          path={PAGE_PATTERNS.regionCategory}
          element={<AttractionsPage pathFilters={['region', 'category']} />}
        />
        <Route
          path={PAGE_PATTERNS.facility}
          element={<AttractionsPage pathFilters={['facility']} />}
        />
        <Route path={PAGE_PATTERNS.carFree} element={<CarFreeCityPage />} />
        {/* Decision 080: before the generic attraction/:attractionId route. */}
        <Route path={PAGE_PATTERNS.submit} element={<SubmitAttractionPage />} />
        <Route path={PAGE_PATTERNS.create} element={<CreateAttractionPage />} />
        <Route path={PAGE_PATTERNS.edit} element={<AttractionEditPage />} />
        <Route path={PAGE_PATTERNS.editSubmission} element={<EditSubmissionPage />} />
        <Route path={PAGE_PATTERNS.retrieve} element={<RetrieveSubmissionPage />} />
        <Route path={PAGE_PATTERNS.retrieveByReference} element={<EditSubmissionPage />} />
        <Route path={PAGE_PATTERNS.attraction} element={<AttractionPage mode="view" />} />
        <Route path={PAGE_PATTERNS.categories} element={<CategoriesPage />} />
        <Route path={PAGE_PATTERNS.facilities} element={<FacilitiesPage />} />
        <Route path={PAGE_PATTERNS.regions} element={<RegionsPage />} />
        <Route path={PAGE_PATTERNS.groups} element={<GroupsPage />} />
        <Route path={PAGE_PATTERNS.group} element={<GroupPage />} />
        <Route path={PAGE_PATTERNS.shortlist} element={<ShortlistPage />} />
        <Route path={PAGE_PATTERNS.plan} element={<PlanPage />} />
        <Route path={PAGE_PATTERNS.sitemap} element={<SitemapPage />} />
        <Route path={PAGE_PATTERNS.settings} element={<SettingsPage />} />
        <Route path={PAGE_PATTERNS.about} element={<AboutPage />} />
        <Route path={PAGE_PATTERNS.contact} element={<ContactPage />} />
        <Route path={PAGE_PATTERNS.policies} element={<PoliciesPage />} />
        <Route path={PAGE_PATTERNS.privacy} element={<PrivacyPolicyPage />} />
        <Route path={PAGE_PATTERNS.cookies} element={<CookiePolicyPage />} />
        <Route path={PAGE_PATTERNS.accessibility} element={<AccessibilityPage />} />
        <Route path={PAGE_PATTERNS.emailConfirm} element={<EmailLinkPage action="confirm" />} />
        <Route
          path={PAGE_PATTERNS.emailUnsubscribe}
          element={<EmailLinkPage action="unsubscribe" />}
        />
        <Route path={PAGE_PATTERNS.venueVerify} element={<VenueVerifyPage />} />
        <Route path={PAGE_PATTERNS.venueEdit} element={<VenueEditPage />} />
        {adminRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
