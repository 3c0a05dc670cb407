import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatMoment, parseMonthDayYear, todayMonthDayYear } from './dates';

describe('admin dates (month/day/year)', () => {
  it('shows a social post day as MM/DD/YYYY in UTC', () => {
    expect(formatCalendarDay('2026-03-09T00:00:00.000Z')).toBe('03/09/2026');
    expect(formatCalendarDay(null)).toBeNull();
    expect(formatCalendarDay('nonsense')).toBeNull();
  });

  it('shows a moment with its time', () => {
    expect(formatMoment('2026-12-31T23:05:00.000Z', 'UTC')).toBe('12/31/2026, 23:05');
  });

  it('reads typed days and refuses impossible ones', () => {
    expect(parseMonthDayYear('3/9/2026')).toBe('2026-03-09');
    expect(parseMonthDayYear(' 12/31/2025 ')).toBe('2025-12-31');
    expect(parseMonthDayYear('02/30/2026')).toBeNull();
    expect(parseMonthDayYear('13/01/2026')).toBeNull();
    expect(parseMonthDayYear('2026-03-09')).toBeNull();
  });

  it("writes today's day in the same form", () => {
    expect(todayMonthDayYear(new Date(2026, 0, 5, 12))).toBe('01/05/2026');
  });
});
