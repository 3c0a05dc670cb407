// Categories from the source's subject (decision 006): the main category first, then the others.
import type { SourceRecord } from './source-records.js';

export interface CategoryChoice {
  mainCategory: string;
  categories: string[];
}

const choice = (mainCategory: string, ...others: string[]): CategoryChoice => ({
  mainCategory,
  categories: [mainCategory, ...others.filter((name) => name !== mainCategory)],
});

/**
 * The source's subject says a place is about trains (Transport-Trains_and_railways); only a
 * place that calls itself a museum or a collection is a museum first. The rest are railways
 * (Peak Rail, Tyseley Locomotive Works); "Headhunters Barber Shop & Railway Museum" is a museum
 * about railways, not a line, though its name has "railway" in it (decision 132).
 */
const A_MUSEUM = /\b(museum|collection|gallery|exhibition|heritage centre|archive)\b/i;

/** Whether a railway place's name calls it a museum (the rest are railways first). */
export function callsItselfAMuseum(name: string): boolean {
  return A_MUSEUM.test(name);
}

export function categoriesFor(record: SourceRecord): CategoryChoice {
  const facts = record.facts;
  if (facts.kind === 'castle') {
    return facts.category === 'palace' ? choice('historic') : choice('castles', 'historic');
  }
  const [group = '', detail = ''] = facts.subject.split('-');
  switch (group) {
    case 'Buildings':
      return detail === 'Houses' || detail === 'Palace'
        ? choice('historic', 'museum')
        : choice('museum', 'historic');
    case 'Archaeology':
      return choice('museum', 'historic');
    case 'Natural_world':
      return choice('museum', 'nature');
    case 'War_and_conflict':
      return detail === 'Castles_and_forts'
        ? choice('castles', 'historic', 'museum')
        : choice('museum', 'historic');
    case 'Transport':
      if (detail === 'Trains_and_railways') {
        return callsItselfAMuseum(record.name)
          ? choice('museum', 'railways')
          : choice('railways', 'museum');
      }
      return choice('museum');
    case 'Leisure_and_sport':
      return ['Rugby_and_football', 'Cricket'].includes(detail)
        ? choice('museum', 'sports')
        : choice('museum');
    default:
      return choice('museum');
  }
}
