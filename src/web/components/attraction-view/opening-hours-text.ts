// The opening-times panel's sentences, from the contract's hours arithmetic in London time.
import { provenanceWords } from '../../../contract/fact-provenance';
import type { FactCheck } from '../../../contract/family-facts-schema';
import { londonMoment, londonToday } from '../../../contract/london-time';
import {
  MONTH_NAMES,
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
import { easterAnchorLabels, isEasterAnchor } from '../../../contract/easter';
import { nationLabels, type Nation } from '../../../contract/nation';

/** '1 November' from 'MM-DD'; 'Good Friday' for a season that follows Easter. */
export function monthDayText(monthDay: string): string {
  if (isEasterAnchor(monthDay)) return easterAnchorLabels[monthDay];
  const [month, day] = monthDay.split('-').map(Number);
  return `${day} ${MONTH_NAMES[month! - 1]}`;
}

/**
 * "Open today 10:00–17:00", "Open now until 17:00", "Closed today — opens Saturday at 10:00",
 * "Opening times not yet checked"...
 */
export function todayHeadline(hours: OpeningHours, now: Date, nation: Nation): string {
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
  const today = hoursOn(hours, moment.date, nation);
  if (today.kind === 'spans' && today.spans.length > 0) {
    return `${isOpenAt(hours, moment, nation) ? 'Open now' : 'Open today'} ${formatSpans(today.spans)}`;
  }
  const next = nextOpening(hours, moment.date, nation);
  const closed =
    today.kind === 'spans' && today.bankHoliday ? 'Closed today (bank holiday)' : 'Closed today';
  if (!next) return closed;
  const tomorrow = isoDate(addDays(moment.date, 1)) === isoDate(next.date);
  const when = tomorrow ? 'tomorrow' : weekdayLabels[weekdayOf(next.date)];
  return `${closed} — opens ${when} at ${next.opens}`;
}

export function dayText(day: DayHours): string {
  if (day.kind === 'always') return 'Open any time';
  if (day.kind === 'unknown') return 'Not yet checked';
  const text = day.spans.length === 0 ? 'Closed' : formatSpans(day.spans);
  return day.bankHoliday ? `${text} (bank holiday)` : text;
}

/** "Closed on bank holidays", "Bank holidays 10:00–16:00", or null without a rule. */
export function bankHolidayRuleText(hours: OpeningHours, nation: Nation): string | null {
  if (hours.state !== 'scheduled' || !hours.bankHolidays) return null;
  const where = `(${nationLabels[nation]})`;
  return hours.bankHolidays.length === 0
    ? `Closed on bank holidays ${where}`
    : `Bank holidays ${formatSpans(hours.bankHolidays)} ${where}`;
}

export function seasonText(hours: OpeningHours, date: CalendarDate): string | null {
  const season = seasonOn(hours, date);
  if (!season) return hours.state === 'scheduled' ? 'Out of season' : null;
  if (season.from === '01-01' && season.to === '12-31') return null;
  return `${season.name} hours, ${monthDayText(season.from)} to ${monthDayText(season.to)}`;
}

export { weekFrom };

/**
 * Where a group of facts came from, in words (decision 109): "Opening times from
 * royalarmouries.org, as of May 2022 — check before you go", "Checked by our moderators on …".
 */
export function checkedText(check: FactCheck | null, what = 'These facts'): string | null {
  if (!check) return null;
  return provenanceWords(what, check, isoDate(londonToday()));
}
