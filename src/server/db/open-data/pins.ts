// Is the source's point where its postcode says? (decision 130). Mapping Museums placed some rows on
// a neighbour (the Tregaron Kite Centre on Aberystwyth's museum, 14 miles off), so a point that
// lies far from its own postcode district, and much nearer another district, is held back from
// maps and distance sorts and queued for a moderator rather than shown at the wrong spot.
// Rural districts are large (ZE2 is most of Shetland), so distance alone does not decide.
import { distanceMiles, type LatLng } from '../../../contract/distance.js';
import { postcodeDistrict } from '../../../contract/postcode.js';

/** Beyond this from its district's middle a point may be wrong... */
export const PIN_FAR_MILES = 10;
/** ...and is, when it is this many times nearer another district's middle (plus 3 miles). */
const NEARER_ELSEWHERE_FACTOR = 3;
const NEARER_ELSEWHERE_SLACK_MILES = 3;

export type DistrictCentres = ReadonlyMap<string, LatLng>;

export function districtCentresFrom(districts: Record<string, [number, number]>): DistrictCentres {
  return new Map(
    Object.entries(districts).map(([code, [latitude, longitude]]) => [
      code,
      { latitude, longitude },
    ]),
  );
}

export function districtCentre(centres: DistrictCentres, postcode: string | null): LatLng | null {
  const district = postcode ? postcodeDistrict(postcode) : null;
  return (district && centres.get(district)) || null;
}

export interface FarPin {
  district: string;
  /** Miles from the point to its own district's middle. */
  miles: number;
  districtCentre: LatLng;
}

/** The point's disagreement with its postcode, or null when they agree (or there is no postcode). */
export function farFromPostcode(
  point: LatLng,
  postcode: string | null,
  centres: DistrictCentres,
): FarPin | null {
  const district = postcode ? postcodeDistrict(postcode) : null;
  const centre = district ? centres.get(district) : undefined;
  if (!district || !centre) return null;
  const miles = distanceMiles(point, centre);
  if (miles <= PIN_FAR_MILES) return null;
  let nearest = Infinity;
  for (const [code, other] of centres) {
    if (code !== district) nearest = Math.min(nearest, distanceMiles(point, other));
  }
  if (miles <= NEARER_ELSEWHERE_FACTOR * nearest + NEARER_ELSEWHERE_SLACK_MILES) return null;
  return { district, miles, districtCentre: centre };
}
