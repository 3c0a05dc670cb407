import { pageHref } from '../../../contract/page-routes';
/** SPEC §2 Drawer: exactly these entries, in this order, grouped for reading. */
export const NAV_GROUPS: ReadonlyArray<{
  heading: string;
  entries: ReadonlyArray<{ label: string; to: string }>;
}> = [
  {
    heading: 'Explore',
    entries: [
      { label: 'Attractions', to: pageHref.attractions() },
      { label: 'Attraction Groups', to: pageHref.groups },
      { label: 'Categories', to: pageHref.categories },
      { label: 'Facilities', to: pageHref.facilities },
      { label: 'Regions', to: pageHref.regions },
    ],
  },
  {
    heading: 'Contribute',
    entries: [
      { label: 'Submit Attraction', to: pageHref.submit },
      { label: 'Retrieve Submission', to: pageHref.retrieve },
    ],
  },
  {
    heading: 'Information',
    entries: [
      { label: 'Settings', to: pageHref.settings },
      { label: 'About', to: pageHref.about },
      { label: 'Policies', to: pageHref.policies },
      { label: 'Contact', to: pageHref.contact },
      { label: 'Sitemap', to: pageHref.sitemap },
    ],
  },
];

export const ADMIN_PATH = pageHref.admin;
