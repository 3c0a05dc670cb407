import { describe, expect, it } from 'vitest';
import {
  legMiles,
  moveStop,
  nearestNextOrder,
  parsePlanQuery,
  parsePlanStart,
  planSearch,
  travelBand,
} from './day-plan.js';
import { stopDay } from './plan-stop-day.js';
import { OPEN } from './closure.js';
import { emptyWeek, type OpeningHours } from './opening-hours.js';
import { planTexts } from './plan-texts.js';

describe('the plan in its address', () => {
  it('reads the date, the start and the ids, leaving out what it cannot read', () => {
    const plan = parsePlanQuery(
      new URLSearchParams('date=2026-12-05&from=%20York%20&ids=3,x,1,3,2&order=mine'),
    );
    expect(plan).toEqual({
      date: { year: 2026, month: 12, day: 5 },
      from: 'York',
      ids: [3, 1, 2],
      ordered: true,
    });
    expect(parsePlanQuery(new URLSearchParams('date=2026-02-30')).date).toBeNull();
  });

  it('writes the same plan back', () => {
    expect(planSearch({ date: '2026-12-05', from: 'York', ids: [3, 1], ordered: true })).toBe(
      '?date=2026-12-05&from=York&ids=3,1&order=mine',
    );
  });

  it('tells coordinates, postcodes and cities apart', () => {
    expect(parsePlanStart('53.96,-1.08')).toEqual({
      kind: 'coordinates',
      point: { latitude: 53.96, longitude: -1.08 },
    });
    expect(parsePlanStart('ls1 4ap')).toEqual({ kind: 'postcode', postcode: 'LS1 4AP' });
    expect(parsePlanStart('York')).toEqual({ kind: 'city', name: 'York' });
    expect(parsePlanStart(' ')).toEqual({ kind: 'none' });
  });
});

describe('the order of the stops', () => {
  const at = (id: number, latitude: number | null) => ({
    id,
    coordinates: latitude === null ? null : { latitude, longitude: 0 },
  });

  it('goes nearest-next from the start, places without a position last', () => {
    const order = nearestNextOrder({ latitude: 50, longitude: 0 }, [
      at(1, 53),
      at(2, null),
      at(3, 51),
      at(4, 52),
    ]);
    expect(order.map((place) => place.id)).toEqual([3, 4, 1, 2]);
  });

  it('moves one stop within the list', () => {
    expect(moveStop([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveStop([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
  });

  it('measures each leg from the stop before, the first from the start', () => {
    const legs = legMiles({ latitude: 51, longitude: 0 }, [{ latitude: 52, longitude: 0 }, null]);
    expect(legs[0]).toBeCloseTo(69.1, 0);
    expect(legs[1]).toBeNull();
  });
});

describe('the rough travel band', () => {
  it('is a wide range rounded outwards, never a single promised time', () => {
    // 10 miles straight: 12 to 15 road miles at 45 to 20 mph.
    expect(travelBand(10)).toEqual({ lowMinutes: 15, highMinutes: 45 });
    expect(travelBand(40)).toEqual({ lowMinutes: 60, highMinutes: 180 });
    expect(travelBand(0.2)).toEqual({ lowMinutes: 5, highMinutes: 10 });
  });
});

describe("a stop's day", () => {
  const weekdaysOnly: OpeningHours = {
    state: 'scheduled',
    seasons: [
      {
        name: 'All year',
        from: '01-01',
        to: '12-31',
        week: {
          ...emptyWeek(),
          friday: [{ opens: '10:00', closes: '15:00' }],
          saturday: [],
          monday: [{ opens: '10:00', closes: '17:00' }],
        },
      },
    ],
    exceptions: [],
  };
  const saturday = { year: 2026, month: 12, day: 5 };
  const friday = { year: 2026, month: 12, day: 4 };
  const monday = { year: 2026, month: 12, day: 7 };
  const check = (asOf: string) => ({
    source: 'website' as const,
    url: 'https://example.org/',
    asOf,
    asOfPrecision: 'day' as const,
  });

  it('warns of a closed day, an early close, unknown hours and an old source', () => {
    const facts = {
      openingHours: weekdaysOnly,
      closure: OPEN,
      hoursCheck: check('2026-06-01'),
      nation: 'england-wales' as const,
    };
    expect(stopDay(facts, saturday, '2026-11-28').warnings).toEqual([{ kind: 'closed' }]);
    expect(stopDay(facts, friday, '2026-11-28').warnings).toEqual([
      { kind: 'closesEarly', closes: '15:00' },
    ]);
    expect(stopDay(facts, monday, '2026-11-28').warnings).toEqual([]);
    expect(
      stopDay({ ...facts, hoursCheck: check('2025-06-01') }, monday, '2026-11-28').warnings,
    ).toEqual([{ kind: 'old', asOf: '2025-06-01' }]);
    expect(
      stopDay({ ...facts, openingHours: { state: 'unknown' } }, monday, '2026-11-28').warnings,
    ).toEqual([{ kind: 'unknown' }]);
  });

  it('warns of a temporary closure until the day it reopens', () => {
    const closure = {
      state: 'temporarilyClosed' as const,
      reopensOn: '2026-12-07',
      note: null,
      since: '2026-11-01T00:00:00Z',
    };
    const facts = {
      openingHours: weekdaysOnly,
      closure,
      hoursCheck: null,
      nation: 'england-wales' as const,
    };
    expect(stopDay(facts, friday, '2026-11-28').warnings[0]?.kind).toBe('temporarilyClosed');
    expect(stopDay(facts, monday, '2026-11-28').warnings).toEqual([]);
  });

  it('says the closed day in plain words', () => {
    expect(planTexts.warning('Castle', { kind: 'closed' }, saturday)).toBe(
      'Castle is closed on Saturday 5 December 2026.',
    );
  });
});
