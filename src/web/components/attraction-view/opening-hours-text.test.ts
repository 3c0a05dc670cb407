import { describe, expect, it } from 'vitest';
import { museumHours } from '../../../../tests/support/family-fixtures';
import { bankHolidayRuleText, seasonText, todayHeadline } from './opening-hours-text';
import {
  closedOnBankHolidays,
  easterToOctober,
} from '../../../../tests/support/bank-holiday-fixtures';
const EW = 'england-wales' as const;

describe("the opening-times panel's headline", () => {
  it('open today, open now, closed today with the next opening', () => {
    expect(todayHeadline(museumHours, new Date('2026-11-28T08:00:00Z'), EW)).toBe(
      'Open today 10:00–16:00',
    );
    expect(todayHeadline(museumHours, new Date('2026-11-28T11:00:00Z'), EW)).toBe(
      'Open now 10:00–16:00',
    );
    expect(todayHeadline(museumHours, new Date('2026-12-01T12:00:00Z'), EW)).toBe(
      'Closed today — opens Saturday at 10:00',
    );
    expect(todayHeadline(museumHours, new Date('2026-11-27T12:00:00Z'), EW)).toBe(
      'Closed today — opens tomorrow at 10:00',
    );
  });
  it('says plainly when nobody knows', () => {
    expect(todayHeadline({ state: 'unknown' }, new Date(), EW)).toBe(
      'Opening times not yet checked',
    );
    expect(todayHeadline({ state: 'always' }, new Date(), EW)).toBe('Open all year, any time');
  });
});

describe('the season line', () => {
  it('names an Easter day for a season that follows Easter', () => {
    expect(seasonText(easterToOctober, { year: 2026, month: 6, day: 1 })).toBe(
      'Summer hours, Good Friday to 31 October',
    );
  });
  it('states a bank-holiday rule with the nation it follows', () => {
    expect(bankHolidayRuleText(closedOnBankHolidays, 'scotland')).toBe(
      'Closed on bank holidays (Scotland)',
    );
    expect(bankHolidayRuleText(museumHours, EW)).toBeNull();
  });
});
