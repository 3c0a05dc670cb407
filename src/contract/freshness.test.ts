import { describe, expect, it } from 'vitest';
import { checkedMonth, lastCheckedText, MarkCheckedInputSchema, staleBefore } from './freshness.js';

describe('lastCheckedText', () => {
  it('names the month and year of the check, in the UK calendar', () => {
    expect(lastCheckedText('2026-03-14T10:00:00.000Z')).toBe('Details last checked: March 2026');
    // 23:30 UTC on 31 May is already June in British Summer Time.
    expect(checkedMonth('2026-05-31T23:30:00.000Z')).toBe('June 2026');
  });

  it('says honestly when nobody has checked', () => {
    expect(lastCheckedText(null)).toBe('Details not yet checked');
  });
});

describe('staleBefore', () => {
  it('is twelve months before now', () => {
    expect(staleBefore(new Date('2031-03-10T10:00:00.000Z')).toISOString()).toBe(
      '2030-03-10T10:00:00.000Z',
    );
  });
});

describe('MarkCheckedInputSchema', () => {
  it('takes no groups, or known fact groups only', () => {
    expect(MarkCheckedInputSchema.parse({})).toEqual({});
    expect(MarkCheckedInputSchema.parse({ groups: ['hours', 'prices'] })).toEqual({
      groups: ['hours', 'prices'],
    });
    expect(MarkCheckedInputSchema.safeParse({ groups: ['weather'] }).success).toBe(false);
    expect(MarkCheckedInputSchema.safeParse({ extra: true }).success).toBe(false);
  });
});
