import { describe, expect, it } from 'vitest';
import { formatLondonDay, isRainyDay, openOnQuickChoices } from './family-list-state.js';
import { parseIsoDate, type CalendarDate } from './opening-hours.js';

const d = (iso: string) => parseIsoDate(iso) as CalendarDate;

describe('open-on quick choices', () => {
  it('from a Wednesday: today, tomorrow and the coming weekend', () => {
    expect(openOnQuickChoices(d('2026-11-25'))).toEqual([
      { label: 'Today', date: '2026-11-25' },
      { label: 'Tomorrow', date: '2026-11-26' },
      { label: 'This Saturday', date: '2026-11-28' },
      { label: 'This Sunday', date: '2026-11-29' },
    ]);
  });
  it('on a Saturday, this Saturday is today; on a Sunday, the next Saturday', () => {
    expect(openOnQuickChoices(d('2026-11-28'))[2]!.date).toBe('2026-11-28');
    expect(openOnQuickChoices(d('2026-11-29'))[2]!.date).toBe('2026-12-05');
    expect(openOnQuickChoices(d('2026-11-29'))[3]!.date).toBe('2026-11-29');
  });
});

describe('wording', () => {
  it("names a day as 'Saturday 29 November', with the year only when it is not this year", () => {
    expect(formatLondonDay(d('2026-11-28'), d('2026-11-25'))).toBe('Saturday 28 November');
    expect(formatLondonDay(d('2027-01-02'), d('2026-11-25'))).toBe('Saturday 2 January 2027');
  });
  it('rainy day is indoor and mixed together', () => {
    expect(isRainyDay(['indoor', 'mixed'])).toBe(true);
    expect(isRainyDay(['indoor'])).toBe(false);
  });
});
