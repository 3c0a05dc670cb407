/** SPEC §2 Drawer: exactly these entries, in this order, grouped for reading. */
export const NAV_GROUPS: ReadonlyArray<{
  heading: string;
  entries: ReadonlyArray<{ label: string; to: string }>;
}> = [
  {
    heading: 'Explore',
    entries: [
      { label: 'Attractions', to: '/attractions/' },
      { label: 'Attraction Groups', to: '/groups/' },
      { label: 'Categories', to: '/categories/' },
      { label: 'Facilities', to: '/facilities/' },
      { label: 'Regions', to: '/regions/' },
    ],
  },
  {
    heading: 'Contribute',
    entries: [
      { label: 'Submit Attraction', to: '/attraction/submit' },
      { label: 'Retrieve Submission', to: '/retrieveAttraction/' },
    ],
  },
  {
    heading: 'Information',
    entries: [
      { label: 'Settings', to: '/settings/' },
      { label: 'About', to: '/about/' },
      { label: 'Policies', to: '/policies/' },
      { label: 'Contact', to: '/contact/' },
      { label: 'Sitemap', to: '/sitemap/' },
    ],
  },
];

export const ADMIN_PATH = '/admin/';
