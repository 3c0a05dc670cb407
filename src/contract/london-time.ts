// The one place an instant becomes London wall time and back (docs/decisions/008). Opening hours
// are wall times in Europe/London; @date-fns/tz's TZDateMini (about 1.3 KB) does the zone
// arithmetic, so the clock-change Sundays come out right whatever zone the server or the
// visitor's device is in. Only instant → wall time is needed: hours are compared as wall times.
import { TZDateMini } from '@date-fns/tz';
import type { CalendarDate, LondonMoment } from './opening-hours.js';

export const LONDON_TIME_ZONE = 'Europe/London';

/** The London calendar date and minutes since midnight at an instant. */
export function londonMoment(instant: Date): LondonMoment {
  const london = new TZDateMini(instant.getTime(), LONDON_TIME_ZONE);
  return {
    date: { year: london.getFullYear(), month: london.getMonth() + 1, day: london.getDate() },
    minutes: london.getHours() * 60 + london.getMinutes(),
  };
}

export function londonToday(instant: Date = new Date()): CalendarDate {
  return londonMoment(instant).date;
}
