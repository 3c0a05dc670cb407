import { describe, expect, it } from 'vitest';
import { OpeningHoursInputSchema } from '../../../../contract/opening-hours-schema';
import { copyDay, seasonsFromTemplate, weekOf, withExtraSpan } from './hours-draft';

describe('the hours editor quick moves', () => {
  it('gives a summer and a winter season the contract accepts as they are', () => {
    const seasons = seasonsFromTemplate('summerWinter');
    expect(seasons.map((s) => [s.name, s.from, s.to])).toEqual([
      ['Summer', '04-01', '10-31'],
      ['Winter', '11-01', '03-31'],
    ]);
    const parsed = OpeningHoursInputSchema.safeParse({
      state: 'scheduled',
      seasons,
      exceptions: [],
    });
    expect(parsed.success).toBe(true);
  });

  it('copies one day to every other day, leaving the source as it was', () => {
    const week = { ...weekOf([]), monday: [{ opens: '09:30', closes: '16:00' }] };
    const copied = copyDay(week, 'monday', 'all');
    expect(copied.sunday).toEqual([{ opens: '09:30', closes: '16:00' }]);
    expect(copied.monday).toEqual(week.monday);
    // A copy, not the same array: editing Sunday later must not change Monday.
    expect(copied.sunday).not.toBe(week.monday);
    expect(copyDay(week, 'monday', 'weekdays').saturday).toEqual([]);
  });

  it('adds a span after the last one, or a first span on a closed day', () => {
    expect(withExtraSpan([])).toEqual([{ opens: '10:00', closes: '17:00' }]);
    expect(withExtraSpan([{ opens: '10:00', closes: '12:00' }])[1]).toEqual({
      opens: '12:00',
      closes: '12:00',
    });
  });
});
