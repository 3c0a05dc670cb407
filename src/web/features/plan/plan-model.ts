// The plan page's arithmetic: the order of the stops, each stop's day and the leg before it.
import { nationOfRegion } from '../../../contract/nation';
import type { Attraction } from '../../../contract/attraction';
import {
  legMiles,
  nearestNextOrder,
  travelBand,
  type TravelBand,
} from '../../../contract/day-plan';
import type { LatLng } from '../../../contract/distance';
import type { CalendarDate } from '../../../contract/opening-hours';
import { stopDay, type StopDay } from '../../../contract/plan-stop-day';

export interface PlannedStop {
  attraction: Attraction;
  day: StopDay;
  /** The leg that arrives here (from the start or the stop before); null when not known. */
  leg: { miles: number; band: TravelBand } | null;
}

export function planStops({
  places,
  start,
  ordered,
  date,
  today,
}: {
  places: Attraction[];
  start: LatLng | null;
  /** Keep `places` in their order (the visitor reordered by hand). */
  ordered: boolean;
  date: CalendarDate;
  today: string;
}): PlannedStop[] {
  const inOrder = ordered
    ? places
    : nearestNextOrder(
        start,
        places.map((attraction) => ({
          id: attraction.id,
          coordinates: attraction.location.coordinates,
          attraction,
        })),
      ).map((place) => place.attraction);
  const miles = legMiles(
    start,
    inOrder.map((a) => a.location.coordinates),
  );
  return inOrder.map((attraction, index) => {
    const leg = miles[index];
    const band = leg === null || leg === undefined ? null : travelBand(leg);
    return {
      attraction,
      day: stopDay(
        {
          openingHours: attraction.openingHours,
          closure: attraction.closure,
          hoursCheck: attraction.checks.hours,
          nation: nationOfRegion(attraction.location.region?.regionName),
        },
        date,
        today,
      ),
      leg: band && typeof leg === 'number' ? { miles: leg, band } : null,
    };
  });
}
