// Bank holidays by nation (docs/decisions/151), from the generated table: what the
// hours arithmetic, the "open on" quick choices and the SQL filter ask of the calendar.
import { NATIONS, type Nation } from './nation.js';
import { addDays, isBankHoliday, type CalendarDate } from './opening-hours.js';

export { isBankHoliday };

/** The nations with a bank holiday on `date` (none, one, two or all three). */
export function nationsWithBankHolidayOn(date: CalendarDate): Nation[] {
  return NATIONS.filter((nation) => isBankHoliday(nation, date));
}

/** How far ahead the "open on" filter offers the next bank holiday. */
const NEXT_BANK_HOLIDAY_HORIZON_DAYS = 120;

/** The first bank holiday in `nation` from `today` (today included), within four months. */
export function nextBankHoliday(nation: Nation, today: CalendarDate): CalendarDate | null {
  for (let ahead = 0; ahead <= NEXT_BANK_HOLIDAY_HORIZON_DAYS; ahead += 1) {
    const day = addDays(today, ahead);
    if (isBankHoliday(nation, day)) return day;
  }
  return null;
}
