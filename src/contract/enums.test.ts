import { describe, expect, it } from 'vitest';
import { AdminFilterSchema, AttractionSortSchema, FacilityStateSchema } from './enums.js';
import {
  ATTRACTION_SORTS,
  attractionSortLabels,
  CATEGORY_SORTS,
  categorySortLabels,
  SIMPLE_SORTS,
} from './sorts.js';
import {
  FACILITY_SELECTIONS,
  FACILITY_STATES,
  facilitySelectionLabels,
} from './facility-states.js';

describe('sort vocabulary', () => {
  it('has DESIGN’s attraction sorts, and Recommended (decision 117)', () => {
    expect(ATTRACTION_SORTS).toEqual([
      'relevance',
      'recommended',
      'a-z',
      'z-a',
      'closest',
      'furthest',
      'most-popular',
      'least-popular',
      'price-low-high',
      'price-high-low',
    ]);
  });

  it('labels each attraction sort with SPEC §9 wording', () => {
    expect(Object.values(attractionSortLabels)).toEqual([
      'Default/Relevance',
      'Recommended',
      'Name A-Z',
      'Name Z-A',
      'Closest',
      'Furthest',
      'Popularity high-low',
      'Popularity low-high',
      'Cost low-high',
      'Cost high-low',
    ]);
  });

  it('sorts categories by rank or name, other lists by name', () => {
    expect(CATEGORY_SORTS).toEqual(['rank', 'a-z', 'z-a']);
    expect(categorySortLabels.rank).toBe('Rank');
    expect(SIMPLE_SORTS).toEqual(['a-z', 'z-a']);
  });

  it('rejects a sort outside the vocabulary', () => {
    expect(AttractionSortSchema.safeParse('newest').success).toBe(false);
    expect(AttractionSortSchema.safeParse('most-popular').success).toBe(true);
  });
});

describe('admin filters', () => {
  it('accepts SPEC §7’s six filters and the approved-submissions one', () => {
    for (const filter of [
      'ALL_ATTRACTIONS',
      'LIVE_ATTRACTIONS',
      'NON_LIVE_ATTRACTIONS',
      'ALL_SUBMISSIONS',
      'SUBMISSION_AWAITING_REVIEW',
      'SUBMISSION_REJECTED',
      'SUBMISSION_APPROVED',
    ]) {
      expect(AdminFilterSchema.parse(filter)).toBe(filter);
    }
    expect(AdminFilterSchema.safeParse('all_attractions').success).toBe(false);
  });
});

describe('facility states', () => {
  it('stores YES, NO and PARTIAL only', () => {
    expect(FACILITY_STATES).toEqual(['YES', 'NO', 'PARTIAL']);
    expect(FacilityStateSchema.safeParse('N/A').success).toBe(false);
  });

  it('lets a form select N/A as unknown', () => {
    expect(FACILITY_SELECTIONS).toEqual(['YES', 'NO', 'PARTIAL', 'N/A']);
    expect(facilitySelectionLabels).toEqual({
      YES: 'Available',
      NO: 'Unavailable',
      PARTIAL: 'Advisory',
      'N/A': 'Unknown',
    });
  });
});
