import type { FamilyListState } from '../../../contract/family-list-state';
import { formatLondonDay, isRainyDay } from '../../../contract/family-list-state';
import { parseIsoDate } from '../../../contract/opening-hours';
import { memberSchemes } from '../../../contract/member-schemes';
import { priceBandRanges } from '../../../contract/price';

/** How the family filters read in the list title: words before the subject and phrases after. */
export interface FamilyTitleParts {
  adjectives: string[];
  phrases: string[];
}

function settingAdjective(settings: FamilyListState['settings']): string | null {
  if (isRainyDay(settings)) return 'Rainy-day';
  if (settings.length !== 1) return null;
  return settings[0] === 'indoor' ? 'Indoor' : settings[0] === 'outdoor' ? 'Outdoor' : null;
}

/**
 * 'Showing Free Rainy-day {product}s open on Saturday 29 November for a 4-year-old': free and
 * the setting qualify the subject, the day, age and a price limit follow it.
 */
export function familyTitleParts(state: FamilyListState): FamilyTitleParts {
  const adjectives: string[] = [];
  const phrases: string[] = [];
  if (state.maxPrice === 0) adjectives.push('Free');
  const setting = settingAdjective(state.settings);
  if (setting) adjectives.push(setting);
  else if (state.settings.length > 0) phrases.push('indoors or out as selected');
  const day = state.openOn ? parseIsoDate(state.openOn) : null;
  if (day) phrases.push(`open on ${formatLondonDay(day)}`);
  if (state.age !== null) {
    phrases.push(state.age === 0 ? 'for babies under 1' : `for a ${state.age}-year-old`);
  }
  if (state.members.length > 0) {
    const names = state.members.map((scheme) => memberSchemes[scheme].name);
    phrases.push(`free for ${names.join(' or ')} members`);
  }
  if (state.maxPrice !== null && state.maxPrice > 0) {
    phrases.push(`costing up to ${priceBandRanges[state.maxPrice].split(' - ').at(-1)}`);
  }
  return { adjectives, phrases };
}
