// "Open on this date" in SQL, from the stored OpeningHours JSON (docs/decisions/008). The date's
// weekday and 'MM-DD' are worked out here (calendar facts, no time zone), and the JSON is read
// with jsonpath: a dated exception, else a yearly one, else the season the day falls in decides.
// The same rule as hoursOn() in src/contract/opening-hours.ts, which the unit tests pin down.
import { sql, type SQL } from 'drizzle-orm';
import {
  monthDay,
  parseIsoDate,
  weekdayOf,
  type CalendarDate,
} from '../../../../contract/opening-hours.js';
import { attractions } from '../../../db/schema.js';

const hours = sql`${attractions.openingHours}`;

/** Seasons containing $day (over the new year too) whose week opens on `weekday`. */
const seasonPath = (weekday: string) =>
  `$.seasons[*] ? ((@.from <= @.to && @.from <= $day && $day <= @.to) || (@.from > @.to && (@.from <= $day || $day <= @.to))) ? (exists(@.week.${weekday}[0]))`;

function exceptionDecides(vars: SQL, key: '$date' | '$day'): { any: SQL; open: SQL } {
  return {
    any: sql`jsonb_path_exists(${hours}, ${`$.exceptions[*] ? (@.date == ${key})`}::jsonpath, ${vars})`,
    open: sql`jsonb_path_exists(${hours}, ${`$.exceptions[*] ? (@.date == ${key} && exists(@.spans[0]))`}::jsonpath, ${vars})`,
  };
}

/** True when the hours are known and say open at some time that day. */
export function openOnCondition(isoDate: string): SQL {
  const date = parseIsoDate(isoDate) as CalendarDate;
  const vars = sql`${JSON.stringify({ date: isoDate, day: monthDay(date) })}::jsonb`;
  const dated = exceptionDecides(vars, '$date');
  const yearly = exceptionDecides(vars, '$day');
  return sql`(case ${hours}->>'state'
    when 'always' then true
    when 'scheduled' then (case
      when ${dated.any} then ${dated.open}
      when ${yearly.any} then ${yearly.open}
      else jsonb_path_exists(${hours}, ${seasonPath(weekdayOf(date))}::jsonpath, ${vars}) end)
    else false end)`;
}

/** Hours not known for any day: not yet checked, or "varies — check the website". */
export const unknownHoursCondition: SQL = sql`${hours}->>'state' in ('unknown', 'varies')`;
