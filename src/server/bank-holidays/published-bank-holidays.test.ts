import { describe, expect, it } from 'vitest';
import { BANK_HOLIDAY_DATES } from '../../contract/bank-holiday-dates.js';
import {
  BANK_HOLIDAY_FIRST_YEAR,
  BANK_HOLIDAY_LAST_YEAR,
} from '../../contract/bank-holiday-years.js';
import { NATIONS } from '../../contract/nation.js';
import { publishedBankHolidays } from './published-bank-holidays.js';

describe('the generated bank-holiday table', () => {
  it('still matches date-holidays (run npm run generate:bank-holidays after an upgrade)', () => {
    for (const nation of NATIONS) {
      for (let year = BANK_HOLIDAY_FIRST_YEAR; year <= BANK_HOLIDAY_LAST_YEAR; year += 1) {
        expect(BANK_HOLIDAY_DATES[nation][year], `${nation} ${year}`).toEqual(
          publishedBankHolidays(nation, year),
        );
      }
    }
  });
  it('drops the weekend date of a holiday that has a substitute weekday', () => {
    expect(publishedBankHolidays('england-wales', 2026)).not.toContain('12-26');
    expect(publishedBankHolidays('england-wales', 2026)).toContain('12-28');
    expect(publishedBankHolidays('northern-ireland', 2026)).not.toContain('07-12');
  });
});

describe('Easter, for seasons that follow it', () => {
  it("matches date-holidays' Easter Sunday 2024–2040", async () => {
    const { default: Holidays } = await import('date-holidays');
    const { easterSunday } = await import('../../contract/easter.js');
    const { isoDate } = await import('../../contract/opening-hours.js');
    const calendar = new Holidays('GB', 'ENG');
    for (let year = 2024; year <= 2040; year += 1) {
      const sunday = calendar.getHolidays(year).find((h) => h.name === 'Easter Sunday');
      expect(isoDate(easterSunday(year))).toBe(sunday?.date.slice(0, 10));
    }
  });
});
