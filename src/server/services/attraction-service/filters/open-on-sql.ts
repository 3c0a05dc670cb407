// "Open on this date" in SQL, from the stored OpeningHours JSON (docs/decisions/008). The date's
// weekday and 'MM-DD' are worked out here (calendar facts, no time zone), and the JSON is read
// with jsonpath: a dated exception, else a yearly one, else (on a bank holiday in the place's
// nation, in season) the bank-holiday rule, else the season the day falls in decides.
// The same rule as hoursOn() in src/contract/opening-hours.ts, which the unit tests pin down.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  monthDay,
  parseIsoDate,
  weekdayOf,
  type CalendarDate,
} from '../../../../contract/opening-hours.js';
import { nationsWithBankHolidayOn } from '../../../../contract/bank-holidays.js';
import { EASTER_ANCHORS, easterMonthDay, type EasterAnchor } from '../../../../contract/easter.js';
import { REGIONS_BY_NATION, type Nation } from '../../../../contract/nation.js';
import { attractions, regions } from '../../../db/schema.js';

const hours = sql`${attractions.openingHours}`;

/**
 * A value of the "open on" condition written into the statement's text as a quoted literal rather
 * than sent as a parameter. Every such value is worked out here from a validated date (the
 * date, its 'MM-DD', this module's jsonpath texts, Easter's days, the nations), so a statement's
 * text is fixed for a date: PostgreSQL plans it once and keeps the plan, instead of planning
 * again on every request because the jsonpath parameters are unknown to a generic plan
 * (decision 095's reason, measured for this filter in bench/RESULTS.md).
 */
const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/** Seasons containing $day (over the new year too) whose week opens on `weekday`. */
const seasonPath = (weekday: string) =>
  `$.seasons[*] ? ((@.from <= @.to && @.from <= $day && $day <= @.to) || (@.from > @.to && (@.from <= $day || $day <= @.to))) ? (exists(@.week.${weekday}[0]))`;

/** Seasons containing $day, whatever the weekday: the bank-holiday rule applies in season only. */
const inSeasonPath =
  '$.seasons[*] ? ((@.from <= @.to && @.from <= $day && $day <= @.to) || (@.from > @.to && (@.from <= $day || $day <= @.to)))';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => literal(value)),
    sql`, `,
  );

/** The place's bank-holiday nation from its region, as nationOfRegion() decides it. */
const nationSql = sql`(select case
    when r.region_name in (${list(REGIONS_BY_NATION.scotland)}) then 'scotland'
    when r.region_name in (${list(REGIONS_BY_NATION['northern-ireland'])}) then 'northern-ireland'
    else 'england-wales' end
  from ${regions} r where r.id = ${attractions.regionId})`;

/** True when the date is a bank holiday in the place's nation (a place without region: England). */
function bankHolidayHere(nations: Nation[]): SQL {
  if (nations.length === 3) return sql`true`;
  return sql`coalesce(${nationSql}, 'england-wales') in (${list(nations)})`;
}

function exceptionDecides(vars: SQL, key: '$date' | '$day'): { any: SQL; open: SQL } {
  return {
    any: sql`jsonb_path_exists(${hours}, ${literal(`$.exceptions[*] ? (@.date == ${key})`)}::jsonpath, ${vars})`,
    open: sql`jsonb_path_exists(${hours}, ${literal(`$.exceptions[*] ? (@.date == ${key} && exists(@.spans[0]))`)}::jsonpath, ${vars})`,
  };
}

/**
 * The hours with each Easter day a season starts or ends on replaced by its 'MM-DD' in the date's
 * year (docs/decisions/152), so the season paths compare fixed days as before.
 */
function seasonsOfYear(year: number): SQL {
  let text = sql`${hours}::text`;
  for (const anchor of Object.keys(EASTER_ANCHORS) as EasterAnchor[]) {
    text = sql`replace(${text}, ${literal(`"${anchor}"`)}, ${literal(`"${easterMonthDay(anchor, year)}"`)})`;
  }
  return sql`(case when ${hours}::text like '%"easter-%' or ${hours}::text like '%"good-friday"%'
    then (${text})::jsonb else ${hours} end)`;
}

/** True when the hours are known and say open at some time that day. */
function buildOpenOnCondition(isoDate: string): SQL {
  const date = parseIsoDate(isoDate) as CalendarDate;
  const seasons = seasonsOfYear(date.year);
  const vars = sql`${literal(JSON.stringify({ date: isoDate, day: monthDay(date) }))}::jsonb`;
  const dated = exceptionDecides(vars, '$date');
  const yearly = exceptionDecides(vars, '$day');
  const nations = nationsWithBankHolidayOn(date);
  // On a bank holiday somewhere, a place with a rule there and in season follows the rule.
  const bankHoliday =
    nations.length === 0
      ? sql``
      : sql`when (${hours}->'bankHolidays') is not null and ${bankHolidayHere(nations)}
          and jsonb_path_exists(${seasons}, ${literal(inSeasonPath)}::jsonpath, ${vars})
        then jsonb_array_length(${hours}->'bankHolidays') > 0`;
  return sql`(case ${hours}->>'state'
    when 'always' then true
    when 'scheduled' then (case
      when ${dated.any} then ${dated.open}
      when ${yearly.any} then ${yearly.open}
      ${bankHoliday}
      else jsonb_path_exists(${seasons}, ${literal(seasonPath(weekdayOf(date)))}::jsonpath, ${vars}) end)
    else false end)`;
}

const dialect = new PgDialect();
/** Dates whose condition is kept: today, the weekend and a few more cover nearly every request. */
const KEPT_DATES = 16;
const compiledByDate = new Map<string, SQL>();

/**
 * The condition for a date, compiled to its text once. It has no parameters (every value is a
 * literal, see `literal`), so its text is the whole of it; building and compiling its ~100 parts
 * cost ~0.14 ms of the server's CPU on every request, which put the family filters 20 % behind
 * the plain list (bench/RESULTS.md).
 */
export function openOnCondition(isoDate: string): SQL {
  const kept = compiledByDate.get(isoDate);
  if (kept) return kept;
  const condition = buildOpenOnCondition(isoDate);
  const compiled = dialect.sqlToQuery(condition);
  // A parameter would be lost in a raw text: keep the built condition then (none today).
  const text = compiled.params.length === 0 ? sql.raw(compiled.sql) : condition;
  if (compiledByDate.size >= KEPT_DATES) {
    compiledByDate.delete(compiledByDate.keys().next().value!);
  }
  compiledByDate.set(isoDate, text);
  return text;
}

/** Hours not known for any day: not yet checked, or "varies — check the website". */
export const unknownHoursCondition: SQL = sql`${hours}->>'state' in ('unknown', 'varies')`;
