/** The years the bank-holiday table covers (bank-holiday-dates.ts); outside them none is known. */
export const BANK_HOLIDAY_FIRST_YEAR = 2024;
export const BANK_HOLIDAY_LAST_YEAR = 2040;
