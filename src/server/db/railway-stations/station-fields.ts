// A loaded row's nearest station as the wire carries it: the station, or null and the reason.
import {
  nearestStation,
  type NearestStation,
  type NearestStationMissingReason,
} from '../../../contract/nearest-station.js';

export interface StationColumns {
  nearest_station_code: string | null;
  nearest_station_name: string | null;
  nearest_station_metres: number | null;
  region_name: string | null;
  latitude: number | null;
}

/** The region the station dataset does not cover (its stations are not in the package). */
const REGION_WITHOUT_RAIL_DATA = 'northernireland';

export function stationFields(row: StationColumns): {
  nearestStation: NearestStation | null;
  nearestStationMissing: NearestStationMissingReason | null;
} {
  if (
    row.nearest_station_code !== null &&
    row.nearest_station_name !== null &&
    row.nearest_station_metres !== null
  ) {
    return {
      nearestStation: nearestStation(
        row.nearest_station_name,
        row.nearest_station_code,
        row.nearest_station_metres,
      ),
      nearestStationMissing: null,
    };
  }
  if (row.region_name === REGION_WITHOUT_RAIL_DATA) {
    return { nearestStation: null, nearestStationMissing: 'northern-ireland' };
  }
  return {
    nearestStation: null,
    nearestStationMissing: row.latitude === null ? 'no-location' : null,
  };
}
