import { describe, expect, it } from 'vitest';
import type { Attraction } from '../../../contract/attraction';
import { UNKNOWN_FAMILY_FACTS } from '../../../contract/family-facts';
import { museumHours } from '../../../../tests/support/family-fixtures';
import { cardFacts } from './card-facts';

const place = (overrides: Partial<Attraction>) =>
  ({
    ...UNKNOWN_FAMILY_FACTS,
    price: 2,
    facilities: [],
    ...overrides,
  }) as Attraction;
const labels = (facts: { label: string }[]) => facts.map((fact) => fact.label);

describe('card facts', () => {
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
});
