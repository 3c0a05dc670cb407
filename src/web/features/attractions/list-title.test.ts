import { describe, expect, it } from 'vitest';
import { listTitle, matchCount, type TitleFilters } from './list-title';

const none: TitleFilters = {
  categories: [],
  regions: [],
  facilities: [],
  distanceLimited: false,
  search: null,
};
const title = (filters: Partial<TitleFilters>, total: number | null = 10) =>
  listTitle('Daytrip', { ...none, ...filters }, total);

describe('listTitle', () => {
  it("says 'No {product}s Found' for an empty list", () => {
    expect(title({}, 0)).toBe('No Daytrips Found');
    expect(title({ search: 'owls' }, 0)).toBe("No Daytrips Found matching 'owls'");
  });

  it('names the single filter', () => {
    expect(title({})).toBe('Showing All Daytrips');
    expect(title({ categories: ['Zoos & Safari Parks'] })).toBe(
      'Showing Zoos & Safari Parks Daytrips',
    );
    expect(title({ regions: ['London'] })).toBe('Showing Daytrips in London');
    expect(title({ facilities: ['Baby Changing'] })).toBe('Showing Daytrips with Baby Changing');
  });

  it('mixes the forms', () => {
    expect(title({ categories: ['Museums'], regions: ['Wales'] })).toBe(
      'Showing Museums Daytrips in Wales',
    );
    expect(title({ categories: ['Museums', 'Castles'] })).toBe('Showing filtered Daytrips');
    expect(title({ regions: ['Wales', 'London'] })).toBe('Showing Daytrips in multiple regions');
    expect(title({ facilities: ['Cafe', 'Parking'] })).toBe(
      'Showing Daytrips with selected facilities',
    );
    expect(
      title({
        categories: ['A', 'B'],
        regions: ['Wales', 'London'],
        facilities: ['Cafe', 'Parking'],
      }),
    ).toBe('Showing filtered Daytrips in multiple regions with selected facilities');
    expect(title({ distanceLimited: true })).toBe('Showing filtered Daytrips');
  });

  it('adds the search suffix', () => {
    expect(title({ search: 'castle' })).toBe("Showing All Daytrips matching 'castle'");
    expect(title({ regions: ['Wales'], search: 'castle' })).toBe(
      "Showing Daytrips in Wales matching 'castle'",
    );
  });
});

describe('matchCount', () => {
  it("reads 'N matching {product}(s)'", () => {
    expect(matchCount('Daytrip', 1)).toBe('1 matching Daytrip');
    expect(matchCount('Daytrip', 1250)).toBe('1,250 matching Daytrips');
    expect(matchCount('Daytrip', 0)).toBe('0 matching Daytrips');
  });
  it('counts places of unknown hours apart when an "open on" list includes them', () => {
    const day = 'Saturday 28 November';
    expect(matchCount('Daytrip', 3733, { day, hoursUnknown: 3722 })).toBe(
      '11 Daytrips open on Saturday 28 November, and 3,722 whose hours are not yet checked',
    );
    expect(matchCount('Daytrip', 2, { day, hoursUnknown: 1 })).toBe(
      '1 Daytrip open on Saturday 28 November, and 1 whose hours are not yet checked',
    );
    // None unknown: the plain count.
    expect(matchCount('Daytrip', 5, { day, hoursUnknown: 0 })).toBe('5 matching Daytrips');
  });
});
