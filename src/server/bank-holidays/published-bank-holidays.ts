// The bank holidays of each UK nation as GOV.UK publishes them, from date-holidays (decision 151,
// docs/decisions/151). The one correction: date-holidays lists a holiday that falls on a weekend
// on its own date as well as on its substitute weekday (Boxing Day 2026 on Saturday 26 December
// and on Monday 28 December). Bank holidays are weekdays: the published list has only the
// substitute, so weekend dates are dropped here and nowhere else.
import Holidays from 'date-holidays';
import type { Nation } from '../../contract/nation.js';

/** date-holidays' state code for each nation (Wales keeps England's calendar). */
const STATE: Record<Nation, string> = {
  'england-wales': 'ENG',
  scotland: 'SCT',
  'northern-ireland': 'NIR',
};

/** 'MM-DD' of each bank holiday of `year` in `nation`, in date order. */
export function publishedBankHolidays(nation: Nation, year: number): string[] {
  const calendar = new Holidays('GB', STATE[nation]);
  const dates = calendar
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => holiday.date.slice(0, 10))
    .filter((date) => {
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      return weekday !== 0 && weekday !== 6;
    })
    .map((date) => date.slice(5));
  return [...new Set(dates)].sort();
}
