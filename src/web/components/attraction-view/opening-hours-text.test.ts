import { describe, expect, it } from 'vitest';
import { museumHours } from '../../../../tests/support/family-fixtures';
import { todayHeadline } from './opening-hours-text';

describe("the opening-times panel's headline", () => {
  it('open today, open now, closed today with the next opening', () => {
    expect(todayHeadline(museumHours, new Date('2026-11-28T08:00:00Z'))).toBe(
      'Open today 10:00–16:00',
    );
    expect(todayHeadline(museumHours, new Date('2026-11-28T11:00:00Z'))).toBe(
      'Open now 10:00–16:00',
    );
    expect(todayHeadline(museumHours, new Date('2026-12-01T12:00:00Z'))).toBe(
      'Closed today — opens Saturday at 10:00',
    );
    expect(todayHeadline(museumHours, new Date('2026-11-27T12:00:00Z'))).toBe(
      'Closed today — opens tomorrow at 10:00',
    );
  });
  it('says plainly when nobody knows', () => {
    expect(todayHeadline({ state: 'unknown' }, new Date())).toBe('Opening times not yet checked');
    expect(todayHeadline({ state: 'always' }, new Date())).toBe('Open all year, any time');
  });
});
