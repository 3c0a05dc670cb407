// The family facts as schema.org JSON-LD on an attraction's page: opening hours
// (openingHoursSpecification, London wall times, each season valid for its coming occurrence)
// and the accessibility profile (amenityFeature, only what is known: yes or no).
import { accessFacilityLabels, ACCESS_FACILITY_NAMES } from '../../contract/access-profile';
import type { Attraction } from '../../contract/attraction';
import { londonToday } from '../../contract/london-time';
import {
  isoDate,
  monthDay,
  WEEKDAYS,
  weekdayLabels,
  type CalendarDate,
  type Season,
} from '../../contract/opening-hours';

const day = (weekday: (typeof WEEKDAYS)[number]) => `https://schema.org/${weekdayLabels[weekday]}`;

/** The dates of a season's current or next occurrence, from `today`. */
function seasonDates(
  season: Season,
  today: CalendarDate,
): { validFrom: string; validThrough: string } {
  const wraps = season.from > season.to;
  const md = monthDay(today);
  // A season over the new year that is under way began last year.
  const startYear =
    wraps && md <= season.to
      ? today.year - 1
      : md > season.to && !wraps
        ? today.year + 1
        : today.year;
  const endYear = wraps ? startYear + 1 : startYear;
  return { validFrom: `${startYear}-${season.from}`, validThrough: `${endYear}-${season.to}` };
}

export function openingHoursJsonLd(a: Attraction, now = new Date()): Record<string, unknown>[] {
  const hours = a.openingHours;
  const spec = (fields: Record<string, unknown>) => ({
    '@type': 'OpeningHoursSpecification',
    ...fields,
  });
  if (hours.state === 'always') {
    return [spec({ dayOfWeek: WEEKDAYS.map(day), opens: '00:00', closes: '23:59' })];
  }
  if (hours.state !== 'scheduled') return [];
  const today = londonToday(now);
  const regular = hours.seasons.flatMap((season) => {
    const valid = seasonDates(season, today);
    return WEEKDAYS.flatMap((weekday) =>
      season.week[weekday].map((span) => spec({ dayOfWeek: day(weekday), ...span, ...valid })),
    );
  });
  // Dated exceptions only: a yearly one becomes this year's date or, once past, next year's.
  const exceptions = hours.exceptions.flatMap((exception) => {
    const date =
      exception.date.length === 10
        ? exception.date
        : `${exception.date >= monthDay(today) ? today.year : today.year + 1}-${exception.date}`;
    if (date < isoDate(today)) return [];
    const spans =
      exception.spans.length > 0 ? exception.spans : [{ opens: '00:00', closes: '00:00' }];
    return spans.map((span) => spec({ ...span, validFrom: date, validThrough: date }));
  });
  return [...regular, ...exceptions];
}

export function amenityFeaturesJsonLd(a: Attraction): Record<string, unknown>[] {
  const states = new Map(a.facilities.map((f) => [f.name, f.state]));
  return ACCESS_FACILITY_NAMES.flatMap((name) => {
    const state = states.get(name);
    if (state !== 'YES' && state !== 'NO') return [];
    return [
      {
        '@type': 'LocationFeatureSpecification',
        name: accessFacilityLabels[name],
        value: state === 'YES',
      },
    ];
  });
}
