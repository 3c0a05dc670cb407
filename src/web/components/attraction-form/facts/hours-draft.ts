import {
  WEEKDAYS,
  type HoursException,
  type Season,
  type TimeSpan,
  type WeekHours,
  type Weekday,
} from '../../../../contract/opening-hours';

/**
 * The quick moves of the hours editor, as pure functions over the form's hours (so they are
 * unit-tested): season templates, a day copied to the others, spans and exceptions added.
 */

export const DEFAULT_SPAN: TimeSpan = { opens: '10:00', closes: '17:00' };

export function weekOf(spans: TimeSpan[]): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, spans.map((s) => ({ ...s }))]),
  ) as WeekHours;
}

export const SEASON_TEMPLATES = {
  allYear: 'All year',
  summerWinter: 'Summer and winter',
} as const;
export type SeasonTemplate = keyof typeof SEASON_TEMPLATES;

/**
 * Starting points a moderator adjusts rather than types: every day 10:00–17:00, all year or as a
 * summer (April to October) and a winter (November to March) season. They are only a start:
 * nothing is saved until the moderator confirms what the place publishes.
 */
export function seasonsFromTemplate(template: SeasonTemplate): Season[] {
  if (template === 'allYear') {
    return [{ name: 'All year', from: '01-01', to: '12-31', week: weekOf([DEFAULT_SPAN]) }];
  }
  return [
    { name: 'Summer', from: '04-01', to: '10-31', week: weekOf([DEFAULT_SPAN]) },
    {
      name: 'Winter',
      from: '11-01',
      to: '03-31',
      week: weekOf([{ opens: '10:00', closes: '16:00' }]),
    },
  ];
}

/** A further season, starting closed every day, for the moderator to fill in. */
export function blankSeason(): Season {
  return { name: '', from: '', to: '', week: weekOf([]) };
}

/** Copies one day's spans to every other day (or only the weekdays Monday to Friday). */
export function copyDay(week: WeekHours, from: Weekday, to: 'all' | 'weekdays'): WeekHours {
  const targets = to === 'all' ? WEEKDAYS : WEEKDAYS.slice(0, 5);
  const next = { ...week };
  for (const day of targets) {
    if (day !== from) next[day] = week[from].map((span) => ({ ...span }));
  }
  return next;
}

/** A further span after the day's last one (a lunch break splits a day in two). */
export function withExtraSpan(spans: TimeSpan[]): TimeSpan[] {
  const last = spans.at(-1);
  if (!last) return [{ ...DEFAULT_SPAN }];
  return [...spans, { opens: last.closes, closes: last.closes }];
}

/** Christmas Day closed every year: the exception nearly every place has. */
export const CHRISTMAS_CLOSED: HoursException = { date: '12-25', spans: [], note: 'Christmas Day' };

export function blankException(): HoursException {
  return { date: '', spans: [], note: null };
}
