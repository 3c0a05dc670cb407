import { describe, expect, it } from 'vitest';
import { AttractionInputSchema, type AttractionInput } from './attraction-input.js';
import { normaliseAttractionInput } from './attraction-input-normalised.js';
import { messages } from './messages.js';

/** The smallest body SPEC §5 accepts: name, description, region, a category and a price. */
const minimal = {
  name: 'Chester Zoo',
  description: 'A large zoo.',
  location: { region: 'northwestengland' },
  categories: ['zoo'],
  price: 3,
} satisfies AttractionInput;

/** [path, message] pairs of a body, in the order zod reports them. */
function issues(body: unknown): [string, string][] {
  const result = AttractionInputSchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const parse = (body: AttractionInput) => AttractionInputSchema.parse(body);

describe('AttractionInputSchema: required fields (SPEC §5)', () => {
  it('accepts the minimal body', () => {
    expect(issues(minimal)).toEqual([]);
  });

  it('reports every missing required field at once', () => {
    expect(issues({})).toEqual([
      ['name', messages.required],
      ['description', messages.required],
      ['location.region', messages.required],
      ['categories', messages.required],
      ['mainCategory', messages.selectCategoryFirst],
      ['price', messages.required],
    ]);
  });

  it('needs at least one category', () => {
    expect(issues({ ...minimal, categories: [] })).toEqual([
      ['categories', messages.required],
      ['mainCategory', messages.selectCategoryFirst],
    ]);
  });

  it('treats a null region from an empty drop-down as missing', () => {
    expect(issues({ ...minimal, location: { region: null } })).toEqual([
      ['location.region', messages.required],
    ]);
  });

  it('limits name to 80 and description to 1000 characters', () => {
    expect(issues({ ...minimal, name: 'n'.repeat(80), description: 'd'.repeat(1000) })).toEqual([]);
    expect(issues({ ...minimal, name: 'n'.repeat(81), description: 'd'.repeat(1001) })).toEqual([
      ['name', messages.maxLength(80)],
      ['description', messages.maxLength(1000)],
    ]);
  });
});

describe('AttractionInputSchema: main category', () => {
  const twoCategories = { ...minimal, categories: ['zoo', 'nature'] };

  it('uses the only category when no main one is given (SPEC §4)', () => {
    expect(issues(minimal)).toEqual([]);
    expect(normaliseAttractionInput(parse(minimal)).mainCategory).toBe('zoo');
    expect(normaliseAttractionInput(parse({ ...minimal, mainCategory: 'N/A' })).mainCategory).toBe(
      'zoo',
    );
  });

  it('must be picked when there are two or more categories', () => {
    for (const mainCategory of [undefined, null, '', 'N/A']) {
      expect(issues({ ...twoCategories, mainCategory })).toEqual([
        ['mainCategory', messages.mainCategoryRequired],
      ]);
    }
  });

  it('must be one of the categories', () => {
    expect(issues({ ...twoCategories, mainCategory: 'museum' })).toEqual([
      ['mainCategory', messages.mainCategoryNotSelected],
    ]);
  });

  it('may be a name or an object, as may the categories', () => {
    const body = {
      ...minimal,
      categories: [{ categoryName: 'zoo', displayName: 'Zoos' }, 'nature', 'zoo'],
      mainCategory: { categoryName: 'nature' },
    };
    const parsed = parse(body);
    expect(parsed.categories).toEqual(['zoo', 'nature']);
    expect(parsed.mainCategory).toBe('nature');
  });

  it('reports a category that is not a slug at its index', () => {
    expect(issues({ ...minimal, categories: ['Theme Park'] })).toEqual([
      ['categories.0', messages.lowercase],
      ['categories.0', messages.noSpaces],
    ]);
  });

  it('names the types of a reference of the wrong kind', () => {
    expect(issues({ ...minimal, mainCategory: 5 })).toEqual([
      ['mainCategory', messages.typeMismatch('a category', 'a number')],
    ]);
  });
});

describe('AttractionInputSchema: price', () => {
  it('accepts a band alone or an entry price alone', () => {
    const { price: _, ...noPrice } = minimal;
    expect(issues({ ...noPrice, price: 0 })).toEqual([]);
    expect(issues({ ...noPrice, entryPrice: 12.5 })).toEqual([]);
  });

  it('requires one of them', () => {
    const { price: _, ...noPrice } = minimal;
    expect(issues(noPrice)).toEqual([['price', messages.required]]);
    expect(issues({ ...noPrice, price: null, entryPrice: null })).toEqual([
      ['price', messages.required],
    ]);
  });

  it('checks each against its own rule', () => {
    expect(issues({ ...minimal, price: 6, entryPrice: -1 })).toEqual([
      ['price', messages.between(0, 5)],
      ['entryPrice', messages.atLeast(0)],
    ]);
    expect(issues({ ...minimal, entryPrice: 9.999 })).toEqual([
      ['entryPrice', messages.decimalPlaces(2)],
    ]);
  });
});

describe('AttractionInputSchema: location', () => {
  it('takes both coordinates or neither', () => {
    const at = (coordinates: unknown) => ({
      ...minimal,
      location: { ...minimal.location, coordinates },
    });
    expect(issues(at({ latitude: 53.2, longitude: -2.9 }))).toEqual([]);
    expect(issues(at(null))).toEqual([]);
    expect(issues(at({ latitude: null, longitude: null }))).toEqual([]);
    expect(issues(at({ latitude: 53.2 }))).toEqual([
      ['location.coordinates.longitude', messages.coordinatesTogether],
    ]);
    expect(issues(at({ longitude: -2.9 }))).toEqual([
      ['location.coordinates.latitude', messages.coordinatesTogether],
    ]);
  });

  it('checks coordinate ranges', () => {
    const body = {
      ...minimal,
      location: { ...minimal.location, coordinates: { latitude: 91, longitude: -181 } },
    };
    expect(issues(body)).toEqual([
      ['location.coordinates.latitude', messages.between(-90, 90)],
      ['location.coordinates.longitude', messages.between(-180, 180)],
    ]);
  });

  it('limits the address fields as SPEC says', () => {
    const address = {
      addressLineOne: 'a'.repeat(121),
      addressLineTwo: 'b'.repeat(121),
      postalTown: 't'.repeat(121),
      postalCode: 'CH2 1EU 123',
      country: 'c'.repeat(81),
    };
    expect(issues({ ...minimal, location: { ...minimal.location, address } })).toEqual([
      ['location.address.addressLineOne', messages.maxLength(120)],
      ['location.address.addressLineTwo', messages.maxLength(120)],
      ['location.address.postalTown', messages.maxLength(120)],
      ['location.address.postalCode', messages.maxLength(10)],
      ['location.address.country', messages.maxLength(80)],
    ]);
  });

  it('takes the region as a name or {regionName}', () => {
    // As read from the server: the display name rides along and is ignored.
    const london = { regionName: 'london', displayName: 'London' };
    const parsed = parse({ ...minimal, location: { region: london } });
    expect(parsed.location.region).toBe('london');
  });
});

describe('AttractionInputSchema: contact, links and metadata', () => {
  it('checks phone, email and social handles', () => {
    const body = {
      ...minimal,
      contact: {
        phone: '555 1234',
        email: 'not-an-email',
        facebook: '@chesterzoo',
        twitter: 'chester zoo',
        instagram: 'chesterzoo',
      },
    };
    expect(issues(body)).toEqual([
      ['contact.phone', messages.phone],
      ['contact.email', messages.email],
      ['contact.facebook', messages.socialHandle],
      ['contact.twitter', messages.noSpaces],
    ]);
  });

  it('checks the image and website addresses', () => {
    expect(issues({ ...minimal, links: { mainImage: 'nope', website: 'also nope' } })).toEqual([
      ['links.mainImage', messages.url],
      ['links.website', messages.url],
    ]);
  });

  it('limits the Google place id to 100 characters', () => {
    expect(issues({ ...minimal, metadata: { googlePlaceId: 'g'.repeat(101) } })).toEqual([
      ['metadata.googlePlaceId', messages.maxLength(100)],
    ]);
  });

  it('checks the rating in half steps', () => {
    expect(issues({ ...minimal, rating: 4.5 })).toEqual([]);
    expect(issues({ ...minimal, rating: 5.5 })).toEqual([['rating', messages.between(0, 5)]]);
    expect(issues({ ...minimal, rating: 3.3 })).toEqual([['rating', messages.multipleOf(0.5)]]);
  });

  it('accepts a date or a date-time for the last social post', () => {
    expect(issues({ ...minimal, metadata: { lastSocialPost: '2025-03-01' } })).toEqual([]);
    expect(
      issues({ ...minimal, metadata: { lastSocialPost: '2025-03-01T10:00:00+01:00' } }),
    ).toEqual([]);
    expect(issues({ ...minimal, metadata: { lastSocialPost: 'yesterday' } })).toEqual([
      ['metadata.lastSocialPost', messages.typeMismatch('a date', 'text')],
    ]);
  });
});

describe('AttractionInputSchema: facilities and groups', () => {
  it('defaults a facility’s state to YES and takes types as names or objects', () => {
    const parsed = parse({
      ...minimal,
      facilities: [
        { name: 'parking', types: ['Free', { name: 'Paid', isChecked: false }, { name: 'Pay' }] },
      ],
    });
    expect(parsed.facilities).toEqual([{ name: 'parking', state: 'YES', types: ['Free', 'Pay'] }]);
  });

  it('refuses an unknown state', () => {
    expect(issues({ ...minimal, facilities: [{ name: 'parking', state: 'MAYBE' }] })).toEqual([
      ['facilities.0.state', messages.typeMismatch('one of YES, NO, PARTIAL or N/A', 'text')],
    ]);
  });

  it('takes groups as ids or {groupId}, once each', () => {
    const parsed = parse({
      ...minimal,
      attractionGroups: ['nationaltrust', { groupId: 'nationaltrust' }, { groupId: 'merlin' }],
    });
    expect(parsed.attractionGroups).toEqual(['nationaltrust', 'merlin']);
  });
});

describe('normaliseAttractionInput', () => {
  const full: AttractionInput = {
    name: ' Chester Zoo ',
    description: 'A large zoo.',
    metadata: { googlePlaceId: 'ChIJ', hvt: true, lastSocialPost: '2025-03-01' },
    location: {
      coordinates: { latitude: 53.2266, longitude: -2.8846 },
      description: '',
      address: { addressLineOne: 'Moston Road', postalTown: 'Chester', postalCode: 'CH2 1EU' },
      region: 'northwestengland',
    },
    attractionGroups: [{ groupId: 'zsl' }],
    facilities: [
      { name: 'parking', state: 'YES', types: ['Free'] },
      { name: 'cafe', state: 'N/A' },
      { name: 'toilets', state: 'NO' },
      { name: 'toilets', state: 'PARTIAL' },
    ],
    rating: 4.5,
    price: 1,
    entryPrice: 32.5,
    mainCategory: { categoryName: 'zoo' },
    categories: ['zoo', 'nature'],
    contact: { phone: '01244 380280', email: 'hello@chesterzoo.org', twitter: 'chesterzoo' },
    links: { mainImage: 'images.example.com/zoo.jpg' },
    linkUrl: 'www.chesterzoo.org',
  };

  it('flattens to SPEC’s edited vocabulary with names as strings', () => {
    expect(normaliseAttractionInput(parse(full))).toEqual({
      name: 'Chester Zoo',
      description: 'A large zoo.',
      googlePlaceId: 'ChIJ',
      hvt: true,
      detailedView: undefined,
      lastSocialPost: '2025-03-01T00:00:00.000Z',
      latitude: 53.2266,
      longitude: -2.8846,
      locationDescription: null,
      address1: 'Moston Road',
      address2: null,
      town: 'Chester',
      postCode: 'CH2 1EU',
      country: null,
      region: 'northwestengland',
      mainCategory: 'zoo',
      categories: ['zoo', 'nature'],
      attractionGroups: ['zsl'],
      facilities: [
        { name: 'parking', state: 'YES', types: ['Free'] },
        { name: 'toilets', state: 'PARTIAL', types: [] },
      ],
      rating: 4.5,
      price: 4,
      entryPrice: 32.5,
      phoneNumber: '01244 380280',
      emailAddress: 'hello@chesterzoo.org',
      facebookUsername: null,
      twitterUsername: 'chesterzoo',
      instagramUsername: null,
      imageUrl: 'http://images.example.com/zoo.jpg',
      linkUrl: 'http://www.chesterzoo.org',
      factSources: {},
    });
  });

  it('derives the band from the entry price, which wins over a sent band', () => {
    expect(normaliseAttractionInput(parse({ ...minimal, price: 1, entryPrice: 50 })).price).toBe(5);
    expect(normaliseAttractionInput(parse({ ...minimal, price: 2 })).price).toBe(2);
  });

  it('prefers links.website over linkUrl', () => {
    const parsed = parse({
      ...minimal,
      links: { website: 'https://a.example.com' },
      linkUrl: 'b.example.com',
    });
    expect(normaliseAttractionInput(parsed).linkUrl).toBe('https://a.example.com');
  });

  it('leaves out what was not sent, so the server keeps its value', () => {
    const normalised = normaliseAttractionInput(parse(minimal));
    expect(normalised.hvt).toBeUndefined();
    expect(normalised.detailedView).toBeUndefined();
    expect(normalised.lastSocialPost).toBeUndefined();
    expect(normalised.latitude).toBeNull();
    expect(normalised.entryPrice).toBeNull();
  });

  it('converts a date-time with an offset to UTC', () => {
    const parsed = parse({ ...minimal, metadata: { lastSocialPost: '2025-03-01T10:00:00+01:00' } });
    expect(normaliseAttractionInput(parsed).lastSocialPost).toBe('2025-03-01T09:00:00.000Z');
  });
});

describe('AttractionInputSchema with a body that is not an object', () => {
  it('fails validation instead of throwing', () => {
    for (const body of [null, undefined, 'text', 42, []]) {
      expect(() => AttractionInputSchema.safeParse(body)).not.toThrow();
      expect(AttractionInputSchema.safeParse(body).success).toBe(false);
    }
  });
});
