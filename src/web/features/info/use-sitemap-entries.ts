import { useCarFreePages } from '../../api/get-car-free-pages';
import { carFreePageName } from '../../../contract/car-free-pages';
import { facilityPlainName } from '../../../contract/facility-name';
import { landingPageName } from '../../../contract/landing-page';
import { pageHref } from '../../../contract/page-routes';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useCategories } from '../../api/get-categories';
import { useFacilities } from '../../api/get-facilities';
import { useGroups } from '../../api/get-groups';
import { useLandingPages } from '../../api/get-landing-pages';
import { useRegions } from '../../api/get-regions';

/** One link of the sitemap, with its count of places where it has one. */
export interface SitemapEntry {
  key: string;
  label: string;
  to: string;
  count?: number;
}

/** One section of catalogue links; `entries` is undefined while its list is loading. */
export interface SitemapCatalogueSection {
  id: string;
  title: string;
  entries: SitemapEntry[] | undefined;
}

/** The site's own pages, in the order the sitemap lists them. */
export function sitePageEntries(productName: string): SitemapEntry[] {
  return [
    { label: PAGE_NAMES.home, to: '/' },
    { label: `All ${productName}s`, to: '/attractions/' },
    { label: `Popular ${productName}s`, to: '/attractions/?sort=most-popular' },
    { label: PAGE_NAMES.groups, to: '/groups/' },
    { label: PAGE_NAMES.categories, to: '/categories/' },
    { label: PAGE_NAMES.facilities, to: '/facilities/' },
    { label: PAGE_NAMES.regions, to: '/regions/' },
    { label: PAGE_NAMES.submit, to: '/attraction/submit' },
    { label: PAGE_NAMES.retrieve, to: '/retrieveAttraction/' },
    { label: PAGE_NAMES.about, to: '/about/' },
    { label: PAGE_NAMES.contact, to: '/contact/' },
    { label: PAGE_NAMES.policies, to: '/policies/' },
    { label: PAGE_NAMES.privacy, to: '/policies/privacy/' },
    { label: PAGE_NAMES.cookies, to: '/policies/cookies/' },
    { label: PAGE_NAMES.accessibility, to: '/policies/accessibility/' },
    { label: PAGE_NAMES.settings, to: '/settings/' },
  ].map((entry) => ({ ...entry, key: entry.to }));
}

const byLabel = (a: SitemapEntry, b: SitemapEntry) => a.label.localeCompare(b.label);

/** The regions, categories, groups and active facilities, each A-Z with its count of places. */
export function useCatalogueSections(): SitemapCatalogueSection[] {
  const regions = useRegions();
  const categories = useCategories();
  const groups = useGroups();
  const facilities = useFacilities();
  return [
    {
      id: 'sitemap-regions',
      title: PAGE_NAMES.regions,
      entries: regions.data
        ?.map((r) => ({
          key: r.regionName,
          label: r.displayName,
          to: `/regions/${r.regionName}`,
          count: r.attractionCount,
        }))
        .sort(byLabel),
    },
    {
      id: 'sitemap-categories',
      title: PAGE_NAMES.categories,
      entries: categories.data
        ?.map((c) => ({
          key: c.categoryName,
          label: c.displayName,
          to: `/categories/${c.categoryName}`,
          count: c.attractionCount,
        }))
        .sort(byLabel),
    },
    {
      id: 'sitemap-groups',
      title: PAGE_NAMES.groups,
      entries: groups.data
        ?.map((g) => ({
          key: g.groupId,
          label: g.displayName,
          to: `/group/${g.groupId}`,
          count: g.attractionCount,
        }))
        .sort(byLabel),
    },
    {
      id: 'sitemap-facilities',
      title: PAGE_NAMES.facilities,
      entries: facilities.data
        ?.filter((f) => f.isActive)
        .map((f) => ({
          key: f.facilityName,
          label: facilityPlainName(f.displayName),
          to: `/facilities/${f.facilityName}`,
          count: f.attractionCount,
        }))
        .sort(byLabel),
    },
  ];
}

/**
 * The region × category landing pages ('Museums in Yorkshire', decision 093) with their counts, by
 * region then category as the API lists them; undefined until they are known.
 */
export function useLandingPageEntries(): SitemapEntry[] | undefined {
  const pages = useLandingPages();
  return pages.data?.map((page) => ({
    key: `${page.regionName}/${page.categoryName}`,
    label: landingPageName(page.categoryDisplayName, page.regionDisplayName),
    to: pageHref.regionCategory(page.regionName, page.categoryName),
    count: page.attractionCount,
  }));
}

/**
 * The cities' "Car-free days out" pages (decision 153) that list enough places to offer, A to Z
 * by city; undefined until they are known.
 */
export function useCarFreePageEntries(): SitemapEntry[] | undefined {
  const pages = useCarFreePages();
  return pages.data
    ?.filter((page) => page.listed)
    .map((page) => ({
      key: page.citySlug,
      label: carFreePageName(page.cityName),
      to: pageHref.carFree(page.citySlug),
      count: page.attractionCount,
    }));
}
