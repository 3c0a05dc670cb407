import type { City } from '../../contract/city';

/**
 * The 69 built-in UK cities (SPEC §3), from the seed data. Loaded on demand: only the Change
 * Location and Settings dialogs and a stored default city need them.
 */
export async function loadCities(): Promise<City[]> {
  const { default: cities } = (await import('../../../data/cities.json')) as { default: City[] };
  return cities;
}

export async function findCity(name: string): Promise<City | null> {
  const wanted = name.trim().toLowerCase();
  return (await loadCities()).find((city) => city.cityName.toLowerCase() === wanted) ?? null;
}
