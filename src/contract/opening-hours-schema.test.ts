import { describe, expect, it } from 'vitest';
import { museumHours } from '../../tests/support/family-fixtures.js';
import { AgeRangeInputSchema, familyMessages } from './family-facts-schema.js';
import { toFieldErrors } from './field-errors.js';
import { hoursMessages, OpeningHoursInputSchema } from './opening-hours-schema.js';
import { emptyWeek } from './opening-hours.js';

const errors = (value: unknown) => {
  const result = OpeningHoursInputSchema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error.issues);
};

const season = (
  name: string,
  from: string,
  to: string,
  monday = [{ opens: '10:00', closes: '17:00' }],
) => ({
  name,
  from,
  to,
  week: { ...emptyWeek(), monday },
});

describe('opening hours as edited', () => {
  it('accepts the four states and a full schedule', () => {
    for (const state of ['unknown', 'always', 'varies']) {
      expect(OpeningHoursInputSchema.safeParse({ state }).success).toBe(true);
    }
    expect(OpeningHoursInputSchema.parse(museumHours)).toEqual(museumHours);
  });
  it('a closing time before (or at) the opening time is refused on the closing field', () => {
    expect(
      errors({
        state: 'scheduled',
        seasons: [season('Summer', '04-01', '10-31', [{ opens: '17:00', closes: '10:00' }])],
      }),
    ).toEqual({ 'seasons.0.week.monday.0.closes': [hoursMessages.closesBeforeOpens] });
  });
  it('overlapping spans on one day, and bad times, are refused', () => {
    expect(
      errors({
        state: 'scheduled',
        seasons: [
          season('Summer', '04-01', '10-31', [
            { opens: '10:00', closes: '13:00' },
            { opens: '12:00', closes: '17:00' },
          ]),
        ],
      }),
    ).toEqual({ 'seasons.0.week.monday.1.opens': [hoursMessages.spansOverlap] });
    expect(
      errors({
        state: 'scheduled',
        seasons: [season('S', '04-01', '10-31', [{ opens: '9:00', closes: '24:01' }])],
      }),
    ).toEqual({
      'seasons.0.week.monday.0.opens': [hoursMessages.time],
      'seasons.0.week.monday.0.closes': [hoursMessages.time],
    });
  });
  it('overlapping seasons are refused, a season over the new year included', () => {
    expect(
      errors({
        state: 'scheduled',
        seasons: [season('Summer', '04-01', '10-31'), season('Winter', '10-01', '03-31')],
      }),
    ).toEqual({ 'seasons.1.from': [hoursMessages.seasonsOverlap('Summer', 'Winter')] });
    expect(
      errors({
        state: 'scheduled',
        seasons: [season('Winter', '11-01', '03-31'), season('Spring', '03-15', '05-31')],
      }),
    ).toEqual({ 'seasons.1.from': [hoursMessages.seasonsOverlap('Winter', 'Spring')] });
  });
  it('no seasons, impossible days and repeated exception dates are refused', () => {
    expect(errors({ state: 'scheduled', seasons: [] })).toEqual({
      seasons: [hoursMessages.noSeasons],
    });
    expect(errors({ state: 'scheduled', seasons: [season('S', '02-30', '13-01')] })).toEqual({
      'seasons.0.from': [hoursMessages.seasonDay],
      'seasons.0.to': [hoursMessages.seasonDay],
    });
    expect(
      errors({
        ...museumHours,
        exceptions: [
          { date: '12-25', spans: [], note: null },
          { date: '12-25', spans: [], note: null },
          { date: '2026-02-29', spans: [], note: null },
        ],
      }),
    ).toEqual({
      'exceptions.1.date': [hoursMessages.duplicateException('12-25')],
      'exceptions.2.date': [hoursMessages.exceptionDate],
    });
  });
});

describe('ages as edited', () => {
  it('an upside-down range is refused on its upper age; "all ages" and open-ended pass', () => {
    const upsideDown = AgeRangeInputSchema.safeParse({ from: 12, to: 3 });
    expect(upsideDown.success ? {} : toFieldErrors(upsideDown.error.issues)).toEqual({
      to: [familyMessages.agesUpsideDown],
    });
    expect(AgeRangeInputSchema.parse({ from: 0, to: null })).toEqual({ from: 0, to: null });
    expect(AgeRangeInputSchema.safeParse({ from: 1.5, to: null }).success).toBe(false);
  });
});

describe('the bank-holiday rule (issue 31)', () => {
  it('is optional: hours saved before it stay valid', () => {
    expect(OpeningHoursInputSchema.safeParse(museumHours).success).toBe(true);
  });
  it('closed on bank holidays, or open with checked hours', () => {
    expect(errors({ ...museumHours, bankHolidays: [] })).toEqual({});
    expect(errors({ ...museumHours, bankHolidays: [{ opens: '12:00', closes: '16:00' }] })).toEqual(
      {},
    );
    expect(errors({ ...museumHours, bankHolidays: [{ opens: '16:00', closes: '12:00' }] })).toEqual(
      { 'bankHolidays.0.closes': [hoursMessages.closesBeforeOpens] },
    );
  });
});
