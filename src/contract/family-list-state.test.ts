import { describe, expect, it } from 'vitest';
import { formatLondonDay, isRainyDay, openOnQuickChoices } from './family-list-state.js';
import { nationAt } from './nation.js';
import { parseIsoDate, type CalendarDate } from './opening-hours.js';

const d = (iso: string) => parseIsoDate(iso) as CalendarDate;

describe('open-on quick choices', () => {
  it('from a Wednesday: today, tomorrow and the coming weekend', () => {
    expect(openOnQuickChoices(d('2026-11-25'))).toEqual([
      { label: 'Today', date: '2026-11-25' },
      { label: 'Tomorrow', date: '2026-11-26' },
      { label: 'This Saturday', date: '2026-11-28' },
      { label: 'This Sunday', date: '2026-11-29' },
      { label: 'Friday 25 December — bank holiday', date: '2026-12-25' },
    ]);
  });
  it("adds the next bank holiday in the visitor's nation", () => {
    expect(openOnQuickChoices(d('2026-08-26'), 'england-wales').at(-1)).toEqual({
      label: 'Monday 31 August — bank holiday',
      date: '2026-08-31',
    });
    expect(openOnQuickChoices(d('2026-11-25'), 'scotland').at(-1)).toEqual({
      label: 'Monday 30 November — bank holiday',
      date: '2026-11-30',
    });
    expect(openOnQuickChoices(d('2026-12-29'), 'scotland').at(-1)?.label).toBe(
      'Friday 1 January 2027 — bank holiday',
    );
  });
  it('a quick choice that is the bank holiday says so', () => {
    expect(openOnQuickChoices(d('2026-08-31')).map((choice) => choice.label)).toEqual([
      'Today — bank holiday',
      'Tomorrow',
      'This Saturday',
      'This Sunday',
    ]);
  });
  it("the visitor's nation from their coordinates", () => {
    expect(nationAt(55.95, -3.19)).toBe('scotland'); // Edinburgh
    expect(nationAt(54.6, -5.93)).toBe('northern-ireland'); // Belfast
    expect(nationAt(54.9, -2.93)).toBe('england-wales'); // Carlisle
    expect(nationAt(55.77, -2.0)).toBe('england-wales'); // Berwick-upon-Tweed
    expect(nationAt(51.48, -3.18)).toBe('england-wales'); // Cardiff
    expect(nationAt(55.07, -3.61)).toBe('scotland'); // Dumfries
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
