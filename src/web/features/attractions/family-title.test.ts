import { describe, expect, it } from 'vitest';
import { emptyFamilyFilters, type FamilyListState } from '../../../contract/family-list-state';
import { londonToday } from '../../../contract/london-time';
import { addDays, isoDate } from '../../../contract/opening-hours';
import { familyTitleParts } from './family-title';
import { listTitle, type TitleFilters } from './list-title';

const none: TitleFilters = {
  categories: [],
  regions: [],
  facilities: [],
  distanceLimited: false,
  search: null,
};
const family = (state: Partial<FamilyListState>) =>
  familyTitleParts({ ...emptyFamilyFilters, ...state });
const title = (state: Partial<FamilyListState>, filters: Partial<TitleFilters> = {}) =>
  listTitle('Daytrip', { ...none, ...filters, family: family(state) }, 3);

describe('titles with the family filters', () => {
  it('free, on a day: "Showing Free Daytrips open on Saturday 29 November"', () => {
    // A Saturday this London year, so the title leaves the year out.
    let day = londonToday();
    while (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() !== 6) {
      day = addDays(day, 1);
    }
    const text = title({ maxPrice: 0, openOn: isoDate(day) });
    expect(text).toMatch(/^Showing Free Daytrips open on Saturday \d{1,2} [A-Z][a-z]+( \d{4})?$/);
  });
  it('rainy day, an age and a price limit, with a region and a facility', () => {
    expect(
      title(
        { settings: ['indoor', 'mixed'], age: 4, maxPrice: 2 },
        { regions: ['Yorkshire'], facilities: ['Wheelchair Access'] },
      ),
    ).toBe(
      'Showing Rainy-day Daytrips for a 4-year-old costing up to £14.99 in Yorkshire with Wheelchair Access',
    );
  });
  it('a category keeps its name; the family words wrap it', () => {
    expect(title({ settings: ['outdoor'], age: 0 }, { categories: ['Zoo'] })).toBe(
      'Showing Outdoor Zoo Daytrips for babies under 1',
    );
  });
  it("members' free entry reads as a phrase after the subject", () => {
    expect(title({ members: ['nationaltrust'] })).toBe(
      'Showing Daytrips free for National Trust members',
    );
    expect(title({ members: ['nts', 'hes'] }, { regions: ['Scotland'] })).toBe(
      'Showing Daytrips free for National Trust for Scotland or Historic Environment Scotland members in Scotland',
    );
  });
  it('no family filter changes nothing', () => {
    expect(title({})).toBe('Showing All Daytrips');
  });
});
