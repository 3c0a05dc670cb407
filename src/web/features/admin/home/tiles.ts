import {
  faInbox,
  faLayerGroup,
  faLocationDot,
  faMapLocationDot,
  faTags,
  faWheelchair,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';
import { adminPaths, attractionPaths } from '../paths';

export type TileCount =
  'attractions' | 'awaitingReview' | 'categories' | 'regions' | 'attractionGroups' | 'facilities';

export interface AdminTile {
  label: string;
  description: string;
  icon: IconDefinition;
  accent: string;
  count: TileCount;
  countLabel: string;
  /** The list section: links to the area's lists. */
  lists: ReadonlyArray<{ label: string; to: string }>;
  /** The manage section: links that create or find one item. */
  manage: ReadonlyArray<{ label: string; to: string }>;
}

const TILES: readonly AdminTile[] = [
  {
    label: 'Attractions',
    description: 'Live and inactive attractions, their social posts and history.',
    icon: faLocationDot,
    accent: '#0b5d4b',
    count: 'attractions',
    countLabel: 'attractions',
    lists: [
      { label: 'All', to: adminPaths.attractions('all') },
      { label: 'Active', to: adminPaths.attractions('active') },
      { label: 'Inactive', to: adminPaths.attractions('inactive') },
    ],
    manage: [{ label: 'Create attraction', to: attractionPaths.create }],
  },
  {
    label: 'Attraction Submissions',
    description: 'Suggestions from visitors, waiting for a review.',
    icon: faInbox,
    accent: '#9a3412',
    count: 'awaitingReview',
    countLabel: 'awaiting review',
    lists: [
      { label: 'All', to: adminPaths.submissions('all') },
      { label: 'Awaiting approval', to: adminPaths.submissions('awaitingapproval') },
      { label: 'Rejected', to: adminPaths.submissions('rejected') },
      { label: 'Approved', to: adminPaths.submissions('approved') },
    ],
    manage: [{ label: 'Find by reference', to: attractionPaths.retrieve }],
  },
  {
    label: 'Categories',
    description: 'What kind of day out: zoos, castles, theme parks and more.',
    icon: faTags,
    accent: '#6d28d9',
    count: 'categories',
    countLabel: 'categories',
    lists: [{ label: 'All categories', to: adminPaths.categories }],
    manage: [{ label: 'Create category', to: adminPaths.categoryCreate }],
  },
  {
    label: 'Regions',
    description: 'The areas of the UK, each with its centre for the map.',
    icon: faMapLocationDot,
    accent: '#1d4ed8',
    count: 'regions',
    countLabel: 'regions',
    lists: [{ label: 'All regions', to: adminPaths.regions }],
    manage: [{ label: 'Create region', to: adminPaths.regionCreate }],
  },
  {
    label: 'Attraction Groups',
    description: 'Operators with several sites, in their own brand colours.',
    icon: faLayerGroup,
    accent: '#be185d',
    count: 'attractionGroups',
    countLabel: 'groups',
    lists: [{ label: 'All groups', to: adminPaths.groups }],
    manage: [{ label: 'Create group', to: adminPaths.groupCreate }],
  },
  {
    label: 'Facilities',
    description: 'Parking, cafés, step-free access and the rest, with their icons.',
    icon: faWheelchair,
    accent: '#0e7490',
    count: 'facilities',
    countLabel: 'facilities',
    lists: [{ label: 'All facilities', to: adminPaths.facilities }],
    manage: [{ label: 'Create facility', to: adminPaths.facilityCreate }],
  },
];

/** SPEC §2: the Admin Home tiles, sorted by label. */
export const ADMIN_TILES: readonly AdminTile[] = [...TILES].sort((a, b) =>
  a.label.localeCompare(b.label, 'en'),
);
