// 20,000 synthetic attractions placed around real UK towns (the seed's towns and the 69 cities),
// for the API benchmark. Deterministic: the same seed number gives the same rows on every run
// and engine, so runs compare.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { priceBandFromPounds } from '../src/contract/price.js';
import type { Db } from '../src/server/db/database.js';
import {
  attractionCategories,
  attractionFacilities,
  attractionFacilityTypes,
  attractionGroupMembers,
  attractionGroups,
  attractions,
  categories,
  facilities,
  facilityTypes,
  regions,
} from '../src/server/db/schema.js';
import { readSeedCatalogue } from '../src/server/db/seed/seed-files.js';

/** mulberry32: a small, fast, seedable PRNG. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS: Record<string, string[]> = {
  themepark: ['Adventure Park', 'Theme Park', 'Fun Park', 'Pleasure Beach'],
  zoo: ['Zoo', 'Wildlife Park', 'Safari Park', 'Animal Farm'],
  aquarium: ['Aquarium', 'Sea Life Centre', 'Marine World'],
  castles: ['Castle', 'Fort', 'Keep'],
  museum: ['Museum', 'Gallery', 'Discovery Centre', 'Heritage Centre'],
  experience: ['Experience', 'Escape Rooms', 'Zip Line', 'Adventure'],
  nationalparks: ['National Park Centre', 'Moor', 'Fells'],
  nature: ['Nature Reserve', 'Gardens', 'Wetland Centre', 'Country Park'],
  historic: ['Abbey', 'Priory', 'Manor House', 'Hall', 'Roman Villa'],
  outdooractivity: ['Climbing Centre', 'Watersports Centre', 'Activity Centre'],
  railways: ['Steam Railway', 'Heritage Railway', 'Light Railway'],
  entertainment: ['Bowling', 'Cinema', 'Arcade', 'Trampoline Park'],
  woods: ['Woods', 'Forest', 'Arboretum'],
  tours: ['Boat Tours', 'Walking Tours', 'Distillery Tour', 'Brewery Tour'],
  theatres: ['Theatre', 'Playhouse', 'Opera House'],
  sports: ['Golf Club', 'Leisure Centre', 'Ice Rink'],
  stadiums: ['Stadium', 'Ground'],
  arenas: ['Arena', 'Exhibition Centre'],
  racing: ['Racecourse', 'Raceway', 'Motor Circuit'],
};
const ADJECTIVES = [
  'Old',
  'Royal',
  'Grand',
  'Little',
  'Great',
  'Hidden',
  'Wild',
  'Green',
  'Golden',
  'Riverside',
  'Hilltop',
  'Valley',
  'Meadow',
  'Oakwood',
  'Willow',
  'Stonebridge',
  'Harbour',
  'Kings',
  'Queens',
  'Millbrook',
];
const FEATURES = [
  'a café with views over the valley',
  'a woodland adventure trail',
  'rare breeds and a wildlife walk',
  'a miniature steam railway',
  'formal gardens and a maze',
  'a soft play barn for rainy days',
  'guided tours every hour',
  'a gift shop full of local crafts',
  'picnic meadows beside the river',
  'hands-on exhibits for curious children',
  'seasonal events and open-air theatre',
  'a lakeside walk and bird hides',
];

export const SYNTHETIC_COUNT = 20_000;
export const SYNTHETIC_SEED = 20_250_101;

interface Anchor {
  town: string;
  latitude: number;
  longitude: number;
  region: string;
  country: string;
}

function anchors(dataDir: string): Anchor[] {
  const seed = readSeedCatalogue(dataDir);
  const byTown = new Map<string, Anchor>();
  for (const a of seed.attractions) {
    if (!byTown.has(a.town)) {
      byTown.set(a.town, {
        town: a.town,
        latitude: a.latitude,
        longitude: a.longitude,
        region: a.region,
        country: a.country,
      });
    }
  }
  const cities = JSON.parse(readFileSync(path.join(dataDir, 'cities.json'), 'utf8')) as {
    cityName: string;
    country: string;
    latitude: number;
    longitude: number;
  }[];
  for (const city of cities) {
    if (byTown.has(city.cityName)) continue;
    // The region of the nearest seeded attraction: good enough for synthetic rows.
    const nearest = seed.attractions.reduce((best, a) =>
      (a.latitude - city.latitude) ** 2 + (a.longitude - city.longitude) ** 2 <
      (best.latitude - city.latitude) ** 2 + (best.longitude - city.longitude) ** 2
        ? a
        : best,
    );
    byTown.set(city.cityName, {
      town: city.cityName,
      latitude: city.latitude,
      longitude: city.longitude,
      region: nearest.region,
      country: city.country,
    });
  }
  return [...byTown.values()];
}

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)]!;

/** Inserts the synthetic attractions (live, approved) with categories, facilities and groups. */
export async function loadSyntheticAttractions(
  db: Db,
  dataDir: string,
  count = SYNTHETIC_COUNT,
): Promise<number> {
  const next = random(SYNTHETIC_SEED);
  const places = anchors(dataDir);
  const regionIds = new Map(
    (await db.select({ id: regions.id, name: regions.regionName }).from(regions)).map((r) => [
      r.name,
      r.id,
    ]),
  );
  const categoryIds = new Map(
    (await db.select({ id: categories.id, name: categories.categoryName }).from(categories)).map(
      (r) => [r.name, r.id],
    ),
  );
  const facilityRows = await db.select({ id: facilities.id }).from(facilities);
  const typeRows = await db
    .select({ id: facilityTypes.id, facilityId: facilityTypes.facilityId })
    .from(facilityTypes);
  const groupIds = (await db.select({ id: attractionGroups.id }).from(attractionGroups)).map(
    (g) => g.id,
  );
  const categoryNames = Object.keys(KINDS).filter((name) => categoryIds.has(name));

  const BATCH = 500;
  let inserted = 0;
  for (let start = 0; start < count; start += BATCH) {
    const plans = Array.from({ length: Math.min(BATCH, count - start) }, () => {
      const place = pick(next, places);
      const main = pick(next, categoryNames);
      const others = categoryNames.filter((c) => c !== main && next() < 0.06);
      const kind = pick(next, KINDS[main]!);
      const prefix =
        next() < 0.6
          ? place.town
          : `${pick(next, ADJECTIVES)} ${pick(next, ['Mill', 'Farm', 'Bay', 'Hill', 'Court', 'Lodge', 'Cross', 'Green'])}`;
      const distanceKm = 15 * Math.sqrt(next());
      const bearing = next() * 2 * Math.PI;
      const latitude = place.latitude + (distanceKm / 111.2) * Math.cos(bearing);
      const longitude =
        place.longitude +
        (distanceKm / (111.2 * Math.cos((place.latitude * Math.PI) / 180))) * Math.sin(bearing);
      const pounds = next() < 0.2 ? 0 : Math.round(next() * 6000) / 100;
      return {
        row: {
          name: `${prefix} ${kind}`.slice(0, 80),
          description: `A ${pick(next, ADJECTIVES).toLowerCase()} ${kind.toLowerCase()} near ${place.town}, with ${pick(next, FEATURES)} and ${pick(next, FEATURES)}. Open most of the year; check the website before you travel.`,
          isLive: next() > 0.03,
          isApproved: true,
          isAwaitingAdminReview: false,
          latitude: Math.max(-90, Math.min(90, latitude)),
          longitude,
          addressLineOne: `${1 + Math.floor(next() * 200)} ${pick(next, ['High Street', 'Station Road', 'Park Lane', 'Church Road', 'Mill Lane'])}`,
          postalTown: place.town,
          postalCode: 'AB1 2CD',
          country: place.country,
          regionId: regionIds.get(place.region) ?? null,
          mainCategoryId: categoryIds.get(main)!,
          websiteUrl: `https://example.org/attraction/${start}`,
          rating: Math.round(next() * 10) / 2,
          price: priceBandFromPounds(pounds),
          entryPricePence: Math.round(pounds * 100),
          hitCount: Math.floor(10_000 * next() ** 4),
        },
        categories: [main, ...others],
      };
    });
    const ids = await db
      .insert(attractions)
      .values(plans.map((p) => p.row))
      .returning({ id: attractions.id });
    const links = ids.flatMap(({ id }, i) =>
      plans[i]!.categories.map((c) => ({ attractionId: id, categoryId: categoryIds.get(c)! })),
    );
    await db.insert(attractionCategories).values(links);
    const facilityLinks: (typeof attractionFacilities.$inferInsert)[] = [];
    const typeLinks: (typeof attractionFacilityTypes.$inferInsert)[] = [];
    for (const { id } of ids) {
      for (const facility of facilityRows) {
        if (next() > 0.55) continue;
        const roll = next();
        facilityLinks.push({
          attractionId: id,
          facilityId: facility.id,
          state: roll < 0.7 ? 'YES' : roll < 0.85 ? 'NO' : 'PARTIAL',
        });
        for (const type of typeRows) {
          if (type.facilityId === facility.id && next() < 0.4)
            typeLinks.push({ attractionId: id, facilityTypeId: type.id });
        }
      }
    }
    await db.insert(attractionFacilities).values(facilityLinks);
    if (typeLinks.length > 0) await db.insert(attractionFacilityTypes).values(typeLinks);
    const members = ids
      .filter(() => next() < 0.05)
      .map(({ id }) => ({ attractionId: id, groupId: pick(next, groupIds) }));
    if (members.length > 0 && groupIds.length > 0)
      await db.insert(attractionGroupMembers).values(members);
    inserted += ids.length;
  }
  return inserted;
}
