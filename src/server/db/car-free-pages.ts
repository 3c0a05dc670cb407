// The cities' car-free pages (decision 153): for each of the built-in cities, how many
// live places its page lists at its starting walk and distance. The API's list of pages, the
// sitemap and each page's metadata ask here, so they agree on which pages are worth offering.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import {
  CAR_FREE_RADIUS_MILES,
  CAR_FREE_SITEMAP_MIN_PLACES,
  CAR_FREE_WALK_MINUTES,
  citySlug,
} from '../../contract/car-free-pages.js';
import type { CarFreePage } from '../../contract/car-free-pages-schema.js';
import type { City } from '../../contract/city.js';
import { distanceMiles } from '../../contract/distance.js';
import { maxStraightMetresForWalk } from '../../contract/nearest-station.js';
import { findProjectRoot } from '../project-root.js';
import type { Db } from './database.js';
import { attractions } from './schema.js';

let cities: City[] | null = null;

/** The 69 built-in cities (data/cities.json), read once. */
export function builtInCities(): City[] {
  cities ??= JSON.parse(
    readFileSync(path.join(findProjectRoot(), 'data', 'cities.json'), 'utf8'),
  ) as City[];
  return cities;
}

/**
 * Every city's page with the number of places it lists as it opens (within
 * CAR_FREE_WALK_MINUTES' walk of a station and CAR_FREE_RADIUS_MILES of the city), by city name;
 * `listed` when that is enough for a search engine. The same great-circle distance as the list's.
 */
export async function findCarFreePages(
  db: Db,
  only: { citySlug?: string } = {},
): Promise<CarFreePage[]> {
  // One page's metadata asks for its own city: the others' counts are not worked out.
  const wanted = builtInCities().filter(
    (city) => only.citySlug === undefined || citySlug(city.cityName) === only.citySlug,
  );
  if (wanted.length === 0) return [];
  const nearStations = await db
    .select({ latitude: attractions.latitude, longitude: attractions.longitude })
    .from(attractions)
    .where(
      and(
        eq(attractions.isLive, true),
        isNotNull(attractions.latitude),
        isNotNull(attractions.longitude),
        lte(attractions.nearestStationMetres, maxStraightMetresForWalk(CAR_FREE_WALK_MINUTES)),
      ),
    );
  return wanted
    .map((city) => {
      const attractionCount = nearStations.filter(
        (place) =>
          distanceMiles(city, {
            latitude: place.latitude!,
            longitude: place.longitude!,
          }) <= CAR_FREE_RADIUS_MILES,
      ).length;
      return {
        citySlug: citySlug(city.cityName),
        cityName: city.cityName,
        country: city.country,
        latitude: city.latitude,
        longitude: city.longitude,
        attractionCount,
        listed: attractionCount >= CAR_FREE_SITEMAP_MIN_PLACES,
      };
    })
    .sort((a, b) => a.cityName.localeCompare(b.cityName));
}
