// The opening-times panel's sentences, from the contract's hours arithmetic in London time.
import type { FactCheck } from '../../../contract/family-facts-schema';
import { londonMoment } from '../../../contract/london-time';
import {
  addDays,
  formatSpans,
  isoDate,
  hoursOn,
  isOpenAt,
  nextOpening,
  seasonOn,
  weekdayLabels,
  weekdayOf,
  weekFrom,
  type CalendarDate,
  type DayHours,
  type OpeningHours,
} from '../../../contract/opening-hours';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '1 November' from 'MM-DD'. */
export function monthDayText(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]}`;
}

/**
 * "Open today 10:00–17:00", "Open now until 17:00", "Closed today — opens Saturday at 10:00",
 * "Opening times not yet checked"...
 */
export function todayHeadline(hours: OpeningHours, now: Date): string {
  switch (hours.state) {
    case 'unknown':
      return 'Opening times not yet checked';
    case 'varies':
      return 'Opening times vary — check the website';
    case 'always':
      return 'Open all year, any time';
    case 'scheduled':
      break;
  }
  const moment = londonMoment(now);
  const today = hoursOn(hours, moment.date);
  if (today.kind === 'spans' && today.spans.length > 0) {
    return `${isOpenAt(hours, moment) ? 'Open now' : 'Open today'} ${formatSpans(today.spans)}`;
  }
  const next = nextOpening(hours, moment.date);
  if (!next) return 'Closed today';
  const tomorrow = isoDate(addDays(moment.date, 1)) === isoDate(next.date);
  const when = tomorrow ? 'tomorrow' : weekdayLabels[weekdayOf(next.date)];
  return `Closed today — opens ${when} at ${next.opens}`;
}

export function dayText(day: DayHours): string {
  if (day.kind === 'always') return 'Open any time';
  if (day.kind === 'unknown') return 'Not yet checked';
  return day.spans.length === 0 ? 'Closed' : formatSpans(day.spans);
}

export function seasonText(hours: OpeningHours, date: CalendarDate): string | null {
  const season = seasonOn(hours, date);
  if (!season) return hours.state === 'scheduled' ? 'Out of season' : null;
  if (season.from === '01-01' && season.to === '12-31') return null;
  return `${season.name} hours, ${monthDayText(season.from)} to ${monthDayText(season.to)}`;
}

export { weekFrom };

const checkedDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** 'Checked by a moderator on 25 November 2026' / 'Supplied by a visitor on ...' / null. */
export function checkedText(check: FactCheck | null): string | null {
  if (!check) return null;
  const on = checkedDate.format(new Date(check.checkedAt));
  return check.source === 'visitor'
    ? `Supplied by a visitor on ${on}`
    : `Checked by a moderator${check.checkedBy ? ` (${check.checkedBy})` : ''} on ${on}`;
}
