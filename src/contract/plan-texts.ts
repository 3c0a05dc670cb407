// Every string of the day plan, its calendar files and the offline notice (decisions 170 and 171).
import { asOfWords } from './fact-provenance.js';
import { MONTH_NAMES, weekdayLabels, weekdayOf, type CalendarDate } from './opening-hours.js';
import type { PlanFacilityName, StopWarning } from './plan-stop-day.js';
import type { TravelBand } from './day-plan.js';

/** 'Saturday 5 December 2026' */
export function dayWords(date: CalendarDate): string {
  return `${weekdayLabels[weekdayOf(date)]} ${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

const minutesWords = (minutes: number) => {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

/** '15–45 min', '1 h – 2 h 30 min': a range, never one promised time. */
const rangeWords = (band: TravelBand) =>
  band.highMinutes < 60
    ? `${band.lowMinutes}–${band.highMinutes} min`
    : `${minutesWords(band.lowMinutes)} – ${minutesWords(band.highMinutes)}`;

const milesWords = (miles: number) =>
  miles < 1
    ? 'Less than a mile'
    : `${Math.round(miles)} ${Math.round(miles) === 1 ? 'mile' : 'miles'}`;

export const planTexts = {
  description: (product: string) =>
    `A day out planned on ${product}: the stops in order, each with that day's opening times, the distance between them and what to check before you go.`,
  heading: (date: CalendarDate) => `Your day out on ${dayWords(date)}`,
  eyebrow: 'Day plan',
  stopsLabel: 'Stops in order',
  startsFrom: (name: string) => `Starting from ${name}`,
  noStart: 'No starting point: the stops are in the order they were added.',
  startNotFound: (from: string) =>
    `We could not find where ${from} is, so the stops keep their order. Try a UK city or a full postcode.`,
  dateLabel: 'Date',
  fromLabel: 'Starting from (city or postcode)',
  fromHelp: 'A UK city, such as York, or a full postcode.',
  update: 'Update plan',
  useMyLocation: 'Use my location',
  myLocation: 'Your location',
  emptyPlan: 'This plan has no places yet. Add places to your shortlist, then choose Plan a day.',
  goToShortlist: 'Go to my shortlist',
  loading: 'Fetching your plan...',
  gone: (count: number) =>
    count === 1
      ? 'One place in this plan is no longer listed, so it has been left out.'
      : `${count} places in this plan are no longer listed, so they have been left out.`,
  warningsHeading: 'Before you go',
  allClear: 'Every stop is open that day, as far as its opening times say.',
  warning: (name: string, warning: StopWarning, date: CalendarDate): string => {
    switch (warning.kind) {
      case 'closed':
        return `${name} is closed on ${dayWords(date)}.`;
      case 'temporarilyClosed':
        return warning.reopensOn
          ? `${name} is temporarily closed until ${warning.reopensOn}.`
          : `${name} is temporarily closed.`;
      case 'closesEarly':
        return `${name} closes early that day, at ${warning.closes}.`;
      case 'unknown':
        return `${name}'s opening times that day are not known — check with the place before you go.`;
      case 'old':
        return `${name}'s opening times are more than a year old (${asOfWords(warning.asOf, 'day')}) — check before you go.`;
    }
  },
  hoursLabel: 'Opening times that day',
  noHoursSource: 'Where these times came from is not recorded — check before you go.',
  factsLabel: 'On site',
  facility: {
    cafe: 'Café',
    picnicarea: 'Picnic area',
    toilets: 'Toilets',
  } satisfies Record<PlanFacilityName, string>,
  facilityState: {
    YES: 'yes',
    PARTIAL: 'partly',
    NO: 'no',
    unknown: 'not checked',
  },
  leg: (miles: number, band: TravelBand, fromStart: boolean) =>
    `${fromStart ? 'From the start: ' : ''}${milesWords(miles)} in a straight line, roughly ${rangeWords(band)} by car`,
  legUnknown: 'Distance not known: this place has no map position yet.',
  travelNote:
    'Drive times are a rough range worked out from the straight-line distance (roads run longer and traffic varies). Check a route planner before you set off.',
  moveUp: (name: string) => `Move ${name} earlier`,
  moveDown: (name: string) => `Move ${name} later`,
  moved: (name: string, position: number, count: number) =>
    `${name} moved to stop ${position} of ${count}.`,
  share: 'Share plan',
  copied: 'Link copied.',
  copyByHand: 'Copy the link below.',
  linkLabel: 'Link to this plan',
  calendar: 'Add the plan to my calendar',
  calendarOne: (name: string) => `Add ${name} to my calendar`,
  planADay: 'Plan a day',
  planADayOut: 'Plan a day out',
  addToCalendar: 'Add to calendar',
  addToPlan: 'Add to a plan',
  /** The calendar file's event description, line by line. */
  calendarHours: (hours: string) => `Opening times that day: ${hours}`,
  calendarLink: (url: string) => `More: ${url}`,
  calendarProduct: (product: string) => `${product} day plan`,
  calendarDateMissing: 'Choose a day for the calendar, as YYYY-MM-DD.',
  calendarIdsMissing: 'Choose at least one place for the calendar.',
  calendarNoneLive: 'None of these places is listed any more.',
  calendarFileName: (date: string) => `day-plan-${date}.ics`,
  offline: (date: string) => `You are offline — showing what you saved on ${date}`,
} as const;
