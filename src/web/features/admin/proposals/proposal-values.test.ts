import { describe, expect, it } from 'vitest';
import { proposalRows, valueLines } from './proposal-values';

const week = (spans: { opens: string; closes: string }[]) => ({
  monday: spans,
  tuesday: spans,
  wednesday: spans,
  thursday: spans,
  friday: spans,
  saturday: [],
  sunday: [],
});

describe("a venue proposal's values in words", () => {
  it('reads opening times as seasons, days, bank holidays and exceptions', () => {
    const lines = valueLines('openingHours', {
      state: 'scheduled',
      seasons: [
        {
          name: 'All year',
          from: '01-01',
          to: '12-31',
          week: week([{ opens: '10:00', closes: '16:00' }]),
        },
      ],
      exceptions: [{ date: '12-25', spans: [], note: 'Christmas Day' }],
      bankHolidays: [],
    });
    expect(lines).toEqual([
      'All year: 1 January to 31 December',
      'Monday 10:00–16:00',
      'Tuesday 10:00–16:00',
      'Wednesday 10:00–16:00',
      'Thursday 10:00–16:00',
      'Friday 10:00–16:00',
      'Saturday closed',
      'Sunday closed',
      'Bank holidays closed',
      '25 December closed (Christmas Day)',
    ]);
    expect(valueLines('openingHours', { state: 'unknown' })).toEqual(['Not yet checked']);
  });

  it('says empty values plainly and flags only the fields that changed', () => {
    const rows = proposalRows(
      { phoneNumber: null, linkUrl: 'https://willowfarm.example' },
      { phoneNumber: '01234 567890', linkUrl: 'https://willowfarm.example' },
    );
    expect(rows.map((r) => [r.label, r.before, r.after, r.changed])).toEqual([
      ['Phone number', ['Not set'], ['01234 567890'], true],
      ['Website', ['https://willowfarm.example'], ['https://willowfarm.example'], false],
    ]);
  });

  it('names facilities with their state, and prices and ages as the page does', () => {
    expect(valueLines('facilities', [{ name: 'Baby changing', state: 'YES', types: [] }])).toEqual([
      'Baby changing: yes',
    ]);
    expect(valueLines('entryPrice', 12.5)).toEqual(['£12.50']);
    expect(valueLines('ages', { from: 3, to: null })).toEqual(['Ages 3+']);
    expect(valueLines('setting', 'indoor')[0]).toMatch(/indoor/i);
  });
});
