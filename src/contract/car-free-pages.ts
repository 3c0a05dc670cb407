/**
 * "Car-free days out near {city}" (decision 153): one landing page per built-in city,
 * listing the places within a walk of a railway station and a train ride of the city. The page's
 * path picks the city and the car-free filter; the visitor can narrow the walk or widen the
 * distance, never turn either off (that is the plain list). No zod here: the list page imports it.
 */
import type { DistanceOption } from './constants.js';
import type { NearStationMinutes } from './nearest-station.js';

/** The walk the page starts on, when its address names none. */
export const CAR_FREE_WALK_MINUTES: NearStationMinutes = 20;

/** How far from the city the page starts, in miles, when its address names no distance. */
export const CAR_FREE_RADIUS_MILES = 25 satisfies DistanceOption;

/** Fewer places than this and the page is too thin to offer a search engine: not in the sitemap. */
export const CAR_FREE_SITEMAP_MIN_PLACES = 10;

/**
 * A city's part of the address: lower case, words joined by hyphens ('Brighton and Hove' →
 * 'brighton-and-hove', 'Derry/Londonderry' → 'derry-londonderry', 'Stoke-on-Trent' →
 * 'stoke-on-trent').
 */
export function citySlug(cityName: string): string {
  return cityName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The city a slug names, from a list of cities, or null. */
export function findCityBySlug<T extends { cityName: string }>(
  cities: readonly T[],
  slug: string,
): T | null {
  const wanted = slug.trim().toLowerCase();
  return cities.find((city) => citySlug(city.cityName) === wanted) ?? null;
}

/** The page's name: its heading, title and links. */
export function carFreePageName(cityName: string): string {
  return `Car-free days out near ${cityName}`;
}

/** Under the heading: what the list holds, and why the walk is only an estimate. */
export function carFreeIntro(cityName: string, walkMinutes: number, miles: number | 'any'): string {
  const within = miles === 'any' ? '' : `, up to ${miles} miles from ${cityName}`;
  return (
    `Days out you can reach by train: each place is within about ${walkMinutes} minutes' walk of ` +
    `a railway station${within}. Walking times are estimated from a straight line to the ` +
    `nearest station, so check the route before you go.`
  );
}

/** The meta description of a city's page. */
export function carFreeDescription(product: string, cityName: string): string {
  return `${product}s near ${cityName} you can reach without a car: places a short walk from a railway station, with the walk and the station named.`;
}
