import { describe, expect, it } from 'vitest';
import { UNKNOWN_FAMILY_FACTS } from '../../../contract/family-facts';
import type { Attraction } from '../../../contract/attraction';
import { addressLines, contactLinks, directionsUrl, placeLine, relatedTags } from './view-helpers';

function attraction(overrides: Partial<Attraction> = {}): Attraction {
  return {
    id: 7,
    name: 'Chester Zoo',
    description: 'Animals.',
    metadata: { googlePlaceId: null, hvt: false, isUserSubmitted: false, lastSocialPost: null },
    status: { isLive: true, isApproved: true, isAwaitingAdminReview: false, isRejected: false },
    detailedView: true,
    source: null,
    location: {
      coordinates: { latitude: 53.2266, longitude: -2.8846 },
      description: null,
      address: {
        addressLineOne: 'Moston Road',
        addressLineTwo: null,
        postalTown: 'Chester',
        postalCode: 'CH2 1EU',
        country: 'England',
      },
      region: { regionName: 'northwestengland', displayName: 'North West England' },
    },
    attractionGroups: [],
    facilities: [],
    rating: 5,
    price: 4,
    entryPrice: 35,
    hitCount: 10,
    mainCategory: { categoryName: 'zoo', displayName: 'Zoos & Safari Parks' },
    categories: [{ categoryName: 'zoo', displayName: 'Zoos & Safari Parks' }],
    contact: { phone: null, email: null, facebook: null, twitter: null, instagram: null },
    links: {
      mainImage: null,
      website: 'https://www.chesterzoo.org',
      facebook: null,
      twitter: null,
      instagram: null,
    },
    ...UNKNOWN_FAMILY_FACTS,
    nearestStation: null,
    nearestStationMissing: null,
    pictureSubject: null,
    linkUrl: 'https://www.chesterzoo.org',
    photo: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
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
    ...overrides,
  };
}

describe('contactLinks', () => {
  it('lists only what is present: a website alone', () => {
    expect(contactLinks(attraction()).map((l) => l.kind)).toEqual(['website']);
  });

  it("lists every kind in SPEC's order, with dialable and mail links", () => {
    const links = contactLinks(
      attraction({
        contact: {
          phone: '029 2082 9970',
          email: 'info@ciww.com',
          facebook: 'zoo',
          twitter: '@zoo',
          instagram: 'zoo',
        },
      }),
    );
    expect(links.map((l) => l.kind)).toEqual([
      'website',
      'phone',
      'email',
      'facebook',
      'twitter',
      'instagram',
    ]);
    expect(links[1]).toMatchObject({ href: 'tel:+442920829970', label: '029 2082 9970' });
    expect(links[2]).toMatchObject({ href: 'mailto:info@ciww.com' });
    expect(links[4]).toMatchObject({ href: 'https://twitter.com/zoo', label: 'X (Twitter)' });
  });

  it('leaves out a phone number that is not a UK number', () => {
    const links = contactLinks(
      attraction({
        contact: { phone: '12', email: null, facebook: null, twitter: null, instagram: null },
      }),
    );
    expect(links.map((l) => l.kind)).toEqual(['website']);
  });

  it('keeps every accessible name containing its visible label', () => {
    const links = contactLinks(
      attraction({
        contact: {
          phone: '01855 831100',
          email: 'a@b.uk',
          facebook: 'x',
          twitter: 'x',
          instagram: 'x',
        },
      }),
    );
    for (const link of links) expect(link.accessibleName).toContain(link.label);
  });
});

describe('the location helpers', () => {
  it('builds a directions URL to the coordinates', () => {
    expect(directionsUrl({ latitude: 53.2266, longitude: -2.8846 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=53.2266,-2.8846',
    );
  });

  it('lists the address lines that are present, and town with region', () => {
    expect(addressLines(attraction())).toEqual(['Moston Road', 'Chester', 'CH2 1EU']);
    expect(placeLine(attraction())).toBe('Chester, North West England');
  });

  it('names a town once when its region has the same name', () => {
    const london = attraction();
    london.location = {
      ...london.location,
      address: { ...london.location.address, postalTown: 'London' },
      region: { ...london.location.region!, displayName: 'London' },
    };
    expect(placeLine(london)).toBe('London');
  });
});

describe('relatedTags', () => {
  it('offers more of the main category, the region and each group', () => {
    const tags = relatedTags(
      attraction({
        attractionGroups: [
          {
            groupId: 'nationaltrust',
            displayName: 'National Trust',
            branding: {
              primaryColour: '#00573D',
              secondaryColour: '#7EB83F',
              textColour: '#FFFFFF',
            },
          },
        ],
      }),
    );
    expect(tags.map((t) => [t.label, t.to])).toEqual([
      ['More Zoos & Safari Parks', '/categories/zoo'],
      ['More in North West England', '/regions/northwestengland?sort=most-popular'],
      ['More from National Trust', '/group/nationaltrust'],
    ]);
  });
});
