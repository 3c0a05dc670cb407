import { describe, expect, it } from 'vitest';
import type { Attraction } from '../../../contract/attraction';
import { UNKNOWN_FAMILY_FACTS } from '../../../contract/family-facts';
import { closedOnBankHolidays } from '../../../../tests/support/bank-holiday-fixtures';
import { museumHours } from '../../../../tests/support/family-fixtures';
import { cardFacts } from './card-facts';

const place = (overrides: Partial<Attraction>) =>
  ({
    ...UNKNOWN_FAMILY_FACTS,
    nearestStation: null,
    nearestStationMissing: null,
    pictureSubject: null,
    price: 2,
    facilities: [],
    attractionGroups: [],
    location: {
      coordinates: null,
      description: null,
      address: {},
      region: null,
    } as unknown as Attraction['location'],
    ...overrides,
  }) as Attraction;
const labels = (facts: { label: string }[]) => facts.map((fact) => fact.label);

describe('card facts', () => {
  it("on a bank holiday in the place's nation, says so beside closed", () => {
    const scottish = {
      coordinates: null,
      description: null,
      address: {},
      region: { regionName: 'southscotland', displayName: 'South Scotland' },
    } as unknown as Attraction['location'];
    const closed = place({ openingHours: closedOnBankHolidays, location: scottish });
    const filters = (openOn: string) => ({ openOn, facilities: [] });
    expect(labels(cardFacts(closed, filters('2026-08-03'), new Date()))).toEqual([
      'Closed Monday (bank holiday)',
    ]);
    // 31 August is a bank holiday in England and Wales, not in Scotland.
    expect(labels(cardFacts(closed, filters('2026-08-31'), new Date()))).toEqual([
      'Open Monday 10:00–17:00',
    ]);
  });
  it('says nothing about places nobody has checked', () => {
    expect(cardFacts(place({}), undefined, new Date())).toEqual([]);
  });
  it('open now, opens later, closed today: in London time', () => {
    const museum = place({ openingHours: museumHours });
    // Saturday 28 November 2026, winter weekend hours 10:00-16:00 (GMT).
    expect(labels(cardFacts(museum, undefined, new Date('2026-11-28T10:30:00Z')))).toEqual([
      'Open now',
    ]);
    expect(labels(cardFacts(museum, undefined, new Date('2026-11-28T08:00:00Z')))).toEqual([
      'Opens at 10:00',
    ]);
    expect(labels(cardFacts(museum, undefined, new Date('2026-11-27T12:00:00Z')))).toEqual([
      'Closed today',
    ]);
  });
  it('with filters, each reason: the day, free, ages, setting and access', () => {
    const museum = place({
      openingHours: museumHours,
      price: 0,
      ages: { from: 0, to: null },
      setting: 'indoor',
      facilities: [
        { name: 'wheelchairaccess', displayName: 'Wheelchair|Access', state: 'YES', types: [] },
        { name: 'changingplaces', displayName: 'Changing Places', state: 'PARTIAL', types: [] },
      ],
    });
    const facts = cardFacts(
      museum,
      { openOn: '2026-11-28', facilities: ['wheelchairaccess', 'changingplaces', 'cafe'] },
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(labels(facts)).toEqual([
      'Open Saturday 10:00–16:00',
      'Free entry',
      'All ages',
      'Indoor',
      'Step-free access',
      'Changing Places toilet (partly)',
    ]);
  });
  it('an included place with unknown hours says so on the day asked', () => {
    expect(
      labels(cardFacts(place({}), { openOn: '2026-11-28', facilities: [] }, new Date())),
    ).toEqual(['Opening times not yet checked']);
  });

  it('on a car-free list, names the station and the walk; not otherwise, nor past a promised walk', () => {
    const near = place({
      nearestStation: { name: 'Halifax', code: 'HFX', distanceMiles: 0.2, walkMinutes: 5 },
    });
    const far = place({
      nearestStation: { name: 'Hebden Bridge', code: 'HBD', distanceMiles: 4, walkMinutes: null },
    });
    const carFree = { openOn: null, facilities: [], nearStation: 20 };
    expect(labels(cardFacts(near, carFree, new Date()))).toContain(
      "About 5 minutes' walk from Halifax station",
    );
    expect(labels(cardFacts(near, { openOn: null, facilities: [] }, new Date()))).not.toContain(
      "About 5 minutes' walk from Halifax station",
    );
    expect(labels(cardFacts(far, carFree, new Date())).join()).not.toMatch(/station/);
  });
});
