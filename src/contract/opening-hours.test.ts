import { describe, expect, it } from 'vitest';
import { museumHours, softPlayHours } from '../../tests/support/family-fixtures.js';
import { londonMoment, londonToday } from './london-time.js';
import { easterSunday } from './easter.js';
import {
  emptyWeek,
  addDays,
  hoursOn,
  isOpenAt,
  isOpenOn,
  nextOpening,
  parseIsoDate,
  seasonOn,
  weekdayOf,
  weekFrom,
  type CalendarDate,
} from './opening-hours.js';

const d = (iso: string) => parseIsoDate(iso) as CalendarDate;
const EW = 'england-wales' as const;

describe('calendar dates', () => {
  it('refuses dates that do not exist and knows leap years', () => {
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('2026-04-31')).toBeNull();
    expect(parseIsoDate('26-04-01')).toBeNull();
  });
  it('names weekdays and steps over month and year ends', () => {
    expect(weekdayOf(d('2026-11-28'))).toBe('saturday');
    expect(weekdayOf(d('2026-03-29'))).toBe('sunday');
    expect(addDays(d('2026-12-31'), 1)).toEqual(d('2027-01-01'));
    expect(addDays(d('2028-02-28'), 1)).toEqual(d('2028-02-29'));
  });
});

describe('hours on a date', () => {
  it('picks the season the date is in, including one over the new year', () => {
    expect(seasonOn(museumHours, d('2026-07-14'))?.name).toBe('Summer');
    expect(seasonOn(museumHours, d('2026-01-10'))?.name).toBe('Winter');
    expect(seasonOn(museumHours, d('2026-03-31'))?.name).toBe('Winter');
    expect(seasonOn(museumHours, d('2026-04-01'))?.name).toBe('Summer');
  });
  it('a dated exception opens a day the season shuts; a yearly one shuts a day every year', () => {
    expect(isOpenOn(museumHours, d('2026-11-26'), EW)).toBe(true); // a winter Thursday, late opening
    expect(hoursOn(museumHours, d('2026-11-26'), EW)).toMatchObject({
      kind: 'spans',
      spans: [{ opens: '10:00', closes: '21:00' }],
      exception: { note: 'Late opening' },
    });
    expect(isOpenOn(museumHours, d('2027-11-26'), EW)).toBe(false); // the same day a year on
    expect(isOpenOn(museumHours, d('2027-12-25'), EW)).toBe(false); // a Saturday, but Christmas
    expect(isOpenOn(museumHours, d('2027-12-26'), EW)).toBe(true); // Boxing Day, a Sunday
  });
  it('unknown and varies know nothing of any day; always is open every day and time', () => {
    expect(isOpenOn({ state: 'unknown' }, d('2026-11-28'), EW)).toBeNull();
    expect(isOpenOn({ state: 'varies' }, d('2026-11-28'), EW)).toBeNull();
    expect(isOpenAt({ state: 'always' }, { date: d('2026-11-28'), minutes: 3 * 60 }, EW)).toBe(
      true,
    );
  });
  it('a date in no season is closed', () => {
    const summerOnly = { ...museumHours, seasons: [museumHours.seasons[0]!], exceptions: [] };
    expect(isOpenOn(summerOnly, d('2027-01-09'), EW)).toBe(false);
    expect(nextOpening(summerOnly, d('2027-01-09'), EW)).toBeNull(); // beyond two weeks
  });
});

describe('open at a moment, across the clock changes', () => {
  it('a gap for lunch is closed, the closing minute is closed', () => {
    const day = d('2026-11-28');
    expect(isOpenAt(softPlayHours, { date: day, minutes: 11 * 60 + 59 }, EW)).toBe(true);
    expect(isOpenAt(softPlayHours, { date: day, minutes: 12 * 60 }, EW)).toBe(false);
    expect(isOpenAt(softPlayHours, { date: day, minutes: 13 * 60 }, EW)).toBe(true);
    expect(isOpenAt(softPlayHours, { date: day, minutes: 18 * 60 }, EW)).toBe(false);
  });
  it('reads London wall time from an instant in GMT and in BST', () => {
    // 09:30 UTC is 09:30 in winter and 10:30 in summer.
    expect(londonMoment(new Date('2026-01-15T09:30:00Z'))).toEqual({
      date: d('2026-01-15'),
      minutes: 9 * 60 + 30,
    });
    expect(londonMoment(new Date('2026-07-15T09:30:00Z')).minutes).toBe(10 * 60 + 30);
  });
  it('on the spring-forward Sunday, 09:00 opening happens at 08:00 UTC', () => {
    // 29 March 2026: clocks go from 01:00 GMT to 02:00 BST.
    const before = londonMoment(new Date('2026-03-29T07:59:00Z'));
    const after = londonMoment(new Date('2026-03-29T08:00:00Z'));
    expect(before).toEqual({ date: d('2026-03-29'), minutes: 8 * 60 + 59 });
    expect(isOpenAt(softPlayHours, before, EW)).toBe(false);
    expect(isOpenAt(softPlayHours, after, EW)).toBe(true);
  });
  it('on the fall-back Sunday, 09:00 opening happens at 09:00 UTC', () => {
    // 25 October 2026: clocks go from 02:00 BST back to 01:00 GMT.
    expect(isOpenAt(softPlayHours, londonMoment(new Date('2026-10-25T08:59:00Z')), EW)).toBe(false);
    expect(isOpenAt(softPlayHours, londonMoment(new Date('2026-10-25T09:00:00Z')), EW)).toBe(true);
    // The hour that happens twice is still the same London date.
    expect(londonMoment(new Date('2026-10-25T00:30:00Z'))).toEqual({
      date: d('2026-10-25'),
      minutes: 90,
    });
    expect(londonMoment(new Date('2026-10-25T01:30:00Z'))).toEqual({
      date: d('2026-10-25'),
      minutes: 90,
    });
  });
  it("London's today differs from UTC's just before midnight in summer", () => {
    expect(londonToday(new Date('2026-07-15T23:30:00Z'))).toEqual(d('2026-07-16'));
    expect(londonToday(new Date('2026-01-15T23:30:00Z'))).toEqual(d('2026-01-15'));
  });
});

describe('next opening and the week', () => {
  it('a closed winter weekday says it opens on Saturday at 10:00', () => {
    expect(nextOpening(museumHours, d('2026-12-01'), EW)).toEqual({
      date: d('2026-12-05'),
      opens: '10:00',
    });
  });
  it('the week runs seven days from the date with each day decided', () => {
    const week = weekFrom(museumHours, d('2026-12-21'), EW);
    expect(week.map((day) => day.weekday)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(week.map((day) => isOpenOn(museumHours, day.date, EW))).toEqual([
      false,
      false,
      false,
      false,
      false, // Christmas Day
      true,
      true,
    ]);
  });
});

describe('seasons that follow Easter (issue 31)', () => {
  const easterToOctober = {
    state: 'scheduled' as const,
    seasons: [
      {
        name: 'Summer',
        from: 'good-friday',
        to: '10-31',
        week: { ...emptyWeek(), saturday: [{ opens: '10:00', closes: '17:00' }] },
      },
    ],
    exceptions: [],
  };
  it('opens from Good Friday, a different day each year', () => {
    expect(seasonOn(easterToOctober, d('2026-04-03'))?.name).toBe('Summer'); // Good Friday 2026
    expect(seasonOn(easterToOctober, d('2026-04-02'))).toBeNull();
    expect(seasonOn(easterToOctober, d('2027-03-26'))?.name).toBe('Summer'); // Good Friday 2027
    expect(seasonOn(easterToOctober, d('2027-03-25'))).toBeNull();
    expect(isOpenOn(easterToOctober, d('2027-03-27'), EW)).toBe(true); // Easter Saturday 2027
    expect(isOpenOn(easterToOctober, d('2026-03-28'), EW)).toBe(false); // before Easter 2026
  });
  it('knows Easter Sunday for years with early and late Easters', () => {
    expect(easterSunday(2026)).toEqual(d('2026-04-05'));
    expect(easterSunday(2035)).toEqual(d('2035-03-25'));
    expect(easterSunday(2038)).toEqual(d('2038-04-25'));
  });
});
