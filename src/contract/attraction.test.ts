import { describe, expect, it } from 'vitest';
import { UNKNOWN_FAMILY_FACTS } from './family-facts.js';
import { AttractionInputSchema, type AttractionInput } from './attraction-input.js';
import { AttractionSchema, type Attraction } from './attraction.js';
import { toCardAttraction } from './attraction-card.js';

const chesterZoo: Attraction = {
  id: 7,
  name: 'Chester Zoo',
  description: 'A large zoo with habitats from around the world.',
  metadata: {
    googlePlaceId: 'ChIJ-chester',
    hvt: true,
    isUserSubmitted: false,
    lastSocialPost: '2025-03-01T10:00:00.000Z',
  },
  status: { isLive: true, isApproved: true, isAwaitingAdminReview: false, isRejected: false },
  detailedView: true,
  source: null,
  location: {
    coordinates: { latitude: 53.2266, longitude: -2.8846 },
    description: 'Off junction 14 of the M56',
    address: {
      addressLineOne: 'Moston Road',
      addressLineTwo: 'Upton-by-Chester',
      postalTown: 'Chester',
      postalCode: 'CH2 1EU',
      country: 'England',
    },
    region: { regionName: 'northwestengland', displayName: 'North West England' },
  },
  attractionGroups: [],
  facilities: [
    { name: 'parking', displayName: 'Parking', state: 'YES', types: [{ name: 'Free' }] },
    { name: 'wheelchairaccess', displayName: 'Wheelchair|Access', state: 'PARTIAL', types: [] },
  ],
  rating: 4.5,
  price: 4,
  entryPrice: 32.5,
  hitCount: 4200,
  mainCategory: { categoryName: 'zoo', displayName: 'Zoos' },
  categories: [
    { categoryName: 'zoo', displayName: 'Zoos' },
    { categoryName: 'nature', displayName: 'Nature' },
  ],
  contact: {
    phone: '01244 380280',
    email: null,
    facebook: 'chesterzoo',
    twitter: null,
    instagram: null,
  },
  links: {
    mainImage: null,
    website: 'https://www.chesterzoo.org',
    facebook: 'https://www.facebook.com/chesterzoo',
    twitter: null,
    instagram: null,
  },
  ...UNKNOWN_FAMILY_FACTS,
  nearestStation: null,
  pictureSubject: null,
  nearestStationMissing: null,
  linkUrl: 'https://www.chesterzoo.org',
  photo: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  lastChecked: {
    at: null,
    groups: {
      hours: { at: null },
      prices: { at: null },
      access: { at: null },
      contact: { at: null },
    },
  },
  closure: { state: 'open', reopensOn: null, note: null, since: null },
};

describe('AttractionSchema', () => {
  it('reads a public attraction, with no distance or reference', () => {
    expect(AttractionSchema.parse(chesterZoo)).toEqual(chesterZoo);
  });

  it('reads the distance of a query with coordinates and an admin reference', () => {
    const read = AttractionSchema.parse({
      ...chesterZoo,
      distance: 12.3,
      referenceNumber: 'ABCDE23456',
    });
    expect(read.distance).toBe(12.3);
    expect(read.referenceNumber).toBe('ABCDE23456');
  });

  it('reads an attraction with nothing optional filled in', () => {
    const bare = {
      ...chesterZoo,
      location: {
        coordinates: null,
        description: null,
        address: {
          addressLineOne: null,
          addressLineTwo: null,
          postalTown: null,
          postalCode: null,
          country: null,
        },
        region: null,
      },
      rating: null,
      price: null,
      entryPrice: null,
      mainCategory: null,
      categories: [],
      linkUrl: null,
    };
    expect(AttractionSchema.parse(bare)).toEqual(bare);
  });

  it('refuses a stored facility state of N/A', () => {
    const withUnknown = {
      ...chesterZoo,
      facilities: [{ name: 'cafe', displayName: 'Cafe', state: 'N/A', types: [] }],
    };
    expect(AttractionSchema.safeParse(withUnknown).success).toBe(false);
  });

  it('refuses a price band outside 0 to 5 and a non-ISO date', () => {
    expect(AttractionSchema.safeParse({ ...chesterZoo, price: 6 }).success).toBe(false);
    expect(AttractionSchema.safeParse({ ...chesterZoo, createdAt: '01/02/2025' }).success).toBe(
      false,
    );
  });

  it('can be sent back unchanged as an update body', () => {
    const asInput: AttractionInput = chesterZoo;
    const parsed = AttractionInputSchema.parse(asInput);
    expect(parsed.location.region).toBe('northwestengland');
    expect(parsed.mainCategory).toBe('zoo');
    expect(parsed.categories).toEqual(['zoo', 'nature']);
    expect(parsed.facilities).toEqual([
      { name: 'parking', state: 'YES', types: ['Free'] },
      { name: 'wheelchairaccess', state: 'PARTIAL', types: [] },
    ]);
    // The server owns these; they are dropped rather than trusted.
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('hitCount');
    expect(parsed.links).toEqual({ mainImage: null, website: 'https://www.chesterzoo.org' });
  });
});

describe('toCardAttraction', () => {
  it('keeps what a card shows and leaves out what only the place page shows', () => {
    const card = toCardAttraction({ ...chesterZoo, distance: 3.2 });
    expect(card).toMatchObject({
      id: 7,
      name: 'Chester Zoo',
      location: chesterZoo.location,
      closure: chesterZoo.closure,
      openingHours: chesterZoo.openingHours,
    });
    for (const field of ['description', 'checks', 'contact', 'links', 'ticketPrices']) {
      expect(card).not.toHaveProperty(field);
    }
    // The caller's point is not the visitor's: no distance.
    expect(card).not.toHaveProperty('distance');
    expect(card.facilities).toEqual(
      chesterZoo.facilities.map(({ name, state }) => ({ name, state })),
    );
  });
});
