import type { City } from '../../contract/city';

/**
 * Cities in the order a list grouped by country needs: countries A to Z, then cities A to Z
 * within each. A grouped list of unsorted cities repeats a country heading every time the
 * country changes (decision 053).
 */
export function citiesByCountry(cities: readonly City[]): City[] {
  return [...cities].sort(
    (a, b) => a.country.localeCompare(b.country) || a.cityName.localeCompare(b.cityName),
  );
}
