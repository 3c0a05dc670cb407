import { describe, expect, it } from 'vitest';
import {
  bankHolidayCases,
  bankHolidayPlaces,
  easterSeasonCases,
  easterToOctober,
  publishedBankHolidays,
} from '../../tests/support/bank-holiday-fixtures.js';
import { isBankHoliday, nextBankHoliday } from './bank-holidays.js';
import { BANK_HOLIDAY_DATES } from './bank-holiday-dates.js';
import { NATIONS, nationOfRegion } from './nation.js';
import { isoDate, isOpenOn, parseIsoDate, type CalendarDate } from './opening-hours.js';

const d = (iso: string) => parseIsoDate(iso) as CalendarDate;

describe('bank holidays by nation', () => {
  for (const nation of NATIONS) {
    for (const year of [2026, 2027, 2028, 2029, 2030]) {
      it(`${nation} ${year} matches the published dates`, () => {
        expect(BANK_HOLIDAY_DATES[nation][year]).toEqual(publishedBankHolidays[nation][year]);
      });
    }
  }
  it('a place takes its nation from its region', () => {
    expect(nationOfRegion('northscotland')).toBe('scotland');
    expect(nationOfRegion('northernireland')).toBe('northern-ireland');
    expect(nationOfRegion('wales')).toBe('england-wales');
    expect(nationOfRegion(null)).toBe('england-wales');
  });
  it('the next bank holiday differs by nation', () => {
    const today = d('2026-07-20');
    expect(isoDate(nextBankHoliday('england-wales', today)!)).toBe('2026-08-31');
    expect(isoDate(nextBankHoliday('scotland', today)!)).toBe('2026-08-03');
    expect(isoDate(nextBankHoliday('northern-ireland', d('2026-07-01'))!)).toBe('2026-07-13');
    expect(isBankHoliday('scotland', d('2026-04-06'))).toBe(false);
  });
});

describe('the hours honour the bank-holiday rule (the same cases as the SQL filter)', () => {
  for (const testCase of bankHolidayCases) {
    it(`${testCase.date}, ${testCase.why}`, () => {
      const open = Object.entries(bankHolidayPlaces)
        .filter(([, place]) =>
          isOpenOn(place.hours, d(testCase.date), nationOfRegion(place.location.region)),
        )
        .map(([key]) => key)
        .sort();
      expect(open).toEqual([...testCase.open].sort());
    });
  }
});

describe('a season from Good Friday (the same cases as the SQL filter)', () => {
  for (const testCase of easterSeasonCases) {
    it(`${testCase.date}: ${testCase.open ? 'open' : 'closed'}`, () => {
      expect(isOpenOn(easterToOctober, d(testCase.date), 'england-wales')).toBe(testCase.open);
    });
  }
});
