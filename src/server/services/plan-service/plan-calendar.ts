// A day plan as an iCalendar file (decision 170): one event per stop, in the plan's order, with its
// address, that day's opening times and where they came from, and a link back to its page. The
// `ics` library writes the format (line folding, escaping, UTC times); we only choose the facts.
import { nationOfRegion } from '../../../contract/nation.js';
import { TZDateMini } from '@date-fns/tz';
import { createEvents, type EventAttributes } from 'ics';
import type { Attraction } from '../../../contract/attraction.js';
import { provenanceWords } from '../../../contract/fact-provenance.js';
import { LONDON_TIME_ZONE } from '../../../contract/london-time.js';
import {
  addDays,
  formatSpans,
  isoDate,
  type CalendarDate,
} from '../../../contract/opening-hours.js';
import { pageHref } from '../../../contract/page-routes.js';
import { stopDay } from '../../../contract/plan-stop-day.js';
import { planTexts } from '../../../contract/plan-texts.js';

/** The instant a London wall time on `date` is ('HH:MM'; '24:00' is the next midnight). */
function londonInstant(date: CalendarDate, time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new TZDateMini(
    date.year,
    date.month - 1,
    date.day,
    hours,
    minutes,
    LONDON_TIME_ZONE,
  ).getTime();
}

const triple = (date: CalendarDate): [number, number, number] => [date.year, date.month, date.day];

function addressOf(attraction: Attraction): string | undefined {
  const { addressLineOne, addressLineTwo, postalTown, postalCode } = attraction.location.address;
  const parts = [addressLineOne, addressLineTwo, postalTown, postalCode].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

function hoursWords(day: ReturnType<typeof stopDay>['hours']): string {
  if (day.kind === 'always') return 'open any time';
  if (day.kind === 'unknown') return 'not known';
  return day.spans.length === 0 ? 'closed' : formatSpans(day.spans);
}

/** One stop's event: its opening hours that day, or the whole day when they are not one span. */
function stopEvent(
  attraction: Attraction,
  position: number,
  date: CalendarDate,
  today: string,
  publicUrl: string,
): EventAttributes {
  const day = stopDay(
    {
      openingHours: attraction.openingHours,
      closure: attraction.closure,
      hoursCheck: attraction.checks.hours,
      nation: nationOfRegion(attraction.location.region?.regionName),
    },
    date,
    today,
  );
  const url = new URL(pageHref.attraction(attraction.id), publicUrl).toString();
  const lines = [
    planTexts.calendarHours(hoursWords(day.hours)),
    attraction.checks.hours
      ? provenanceWords('Opening times', attraction.checks.hours, today)
      : planTexts.noHoursSource,
    ...day.warnings.map((warning) => planTexts.warning(attraction.name, warning, date)),
    planTexts.calendarLink(url),
  ];
  const spans = day.hours.kind === 'spans' ? day.hours.spans : [];
  // Opening to closing in UTC when that day has opening times; otherwise a whole-day event.
  const timing =
    spans.length > 0
      ? {
          start: londonInstant(date, spans[0]!.opens),
          end: londonInstant(date, spans.at(-1)!.closes),
          startInputType: 'utc',
          startOutputType: 'utc',
          endInputType: 'utc',
          endOutputType: 'utc',
        }
      : { start: triple(date), end: triple(addDays(date, 1)) };
  const coordinates = attraction.location.coordinates;
  return {
    ...timing,
    uid: `plan-${isoDate(date)}-${attraction.id}@${new URL(publicUrl).hostname}`,
    title: `${position}. ${attraction.name}`,
    description: lines.join('\n'),
    location: addressOf(attraction),
    url,
    ...(coordinates ? { geo: { lat: coordinates.latitude, lon: coordinates.longitude } } : {}),
    status: 'CONFIRMED',
    busyStatus: 'FREE',
  } as EventAttributes;
}

export function planCalendar(
  stops: readonly Attraction[],
  date: CalendarDate,
  context: { today: string; publicUrl: string; productName: string },
): string {
  const events = stops.map((attraction, index) =>
    stopEvent(attraction, index + 1, date, context.today, context.publicUrl),
  );
  const { error, value } = createEvents(events, {
    calName: planTexts.calendarProduct(context.productName),
    productId: `${context.productName}/day-plan`,
  });
  if (error || !value) throw error ?? new Error('The calendar could not be written.');
  return value;
}
