import { usePageQuery } from '../../api/page-query';
import type { LatLng } from '../../../contract/distance';
import { parsePlanStart } from '../../../contract/day-plan';
import { planTexts } from '../../../contract/plan-texts';
import { postcodeMessages } from '../../../contract/postcode';
import { getPostcodeLocation } from '../../api/get-postcode-location';
import { findCity } from '../../lib/cities';

export interface ResolvedStart {
  /** Null when there is no start, or it could not be placed. */
  point: LatLng | null;
  /** How the page names it: 'York', 'LS1 4AP (approx.)', 'Your location'. */
  name: string | null;
  notFound: boolean;
}

async function resolveStart(from: string, signal: AbortSignal): Promise<ResolvedStart> {
  const start = parsePlanStart(from);
  switch (start.kind) {
    case 'none':
      return { point: null, name: null, notFound: false };
    case 'coordinates':
      return { point: start.point, name: planTexts.myLocation, notFound: false };
    case 'postcode': {
      const found = await getPostcodeLocation(start.postcode, signal);
      if (!found) return { point: null, name: start.postcode, notFound: true };
      const name = found.approximate
        ? postcodeMessages.approximateName(start.postcode)
        : start.postcode;
      return {
        point: { latitude: found.latitude, longitude: found.longitude },
        name,
        notFound: false,
      };
    }
    case 'city': {
      const city = await findCity(start.name);
      return city
        ? { point: city, name: city.cityName, notFound: false }
        : { point: null, name: start.name, notFound: true };
    }
  }
}

/**
 * Where the plan starts, placed on the map: a city from the built-in list, a postcode through the
 * server's look-up, or the visitor's coordinates. A query, so the server render resolves it too.
 */
export function usePlanStart(from: string) {
  return usePageQuery({
    queryKey: ['plan-start', from],
    queryFn: ({ signal }) => resolveStart(from, signal),
    staleTime: Infinity,
  });
}
