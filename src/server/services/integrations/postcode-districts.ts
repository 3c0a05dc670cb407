// The offline postcode look-up (decision 050): the middle of each UK postcode district, from
// data/postcode-districts.json (ONS Postcode Lookup, Open Government Licence). Read once, on the
// first look-up: most starts never see one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Coordinates } from '../../../contract/attraction.js';
import { postcodeDistrict } from '../../../contract/postcode.js';
import { findProjectRoot } from '../../project-root.js';

export interface PostcodeDistricts {
  /** The middle of the postcode's district, or null for a district that is not in the data. */
  centreOf(postcode: string): Coordinates | null;
}

export function postcodeDistrictsFrom(districts: Record<string, [number, number]>) {
  return {
    centreOf(postcode: string): Coordinates | null {
      const district = postcodeDistrict(postcode);
      const centre = district ? districts[district] : undefined;
      return centre ? { latitude: centre[0], longitude: centre[1] } : null;
    },
  } satisfies PostcodeDistricts;
}

let shipped: PostcodeDistricts | null = null;

/** The districts shipped with the project. */
export function shippedPostcodeDistricts(): PostcodeDistricts {
  if (!shipped) {
    const file = path.join(findProjectRoot(), 'data', 'postcode-districts.json');
    const { districts } = JSON.parse(readFileSync(file, 'utf8')) as {
      districts: Record<string, [number, number]>;
    };
    shipped = postcodeDistrictsFrom(districts);
  }
  return shipped;
}
