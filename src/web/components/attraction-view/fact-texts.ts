// The attraction page's words for prices, ages and setting as their sources recorded them
// (decisions 109-111): plain functions, so the page and its tests share them.
import type { Attraction } from '../../../contract/attraction';
import {
  agesBasisWords,
  agesLabel,
  settingLabels,
  type AgeRange,
  type AgesBasis,
} from '../../../contract/family-facts';
import { memberSchemeOfGroup, membersFreeWords } from '../../../contract/member-schemes';
import { formatPrice } from '../../../contract/price';
import type { TicketPrices } from '../../../contract/ticket-prices-schema';
import { typicalSettingWords } from '../../../contract/typical-setting';

/** 'Adult £18.00 · Child £12.00 · Family £52.00 · Under 3s free', or null when none is stated. */
export function ticketPricesText(prices: TicketPrices | null): string | null {
  if (!prices || prices.free) return null;
  const parts = [
    typeof prices.adult === 'number' ? `Adult ${formatPrice(prices.adult)}` : null,
    typeof prices.child === 'number' ? `Child ${formatPrice(prices.child)}` : null,
    typeof prices.family === 'number' ? `Family ${formatPrice(prices.family)}` : null,
    typeof prices.freeUnder === 'number' && prices.freeUnder > 0
      ? `Under ${prices.freeUnder}s free`
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** 'All ages — no limits stated', 'Ages 3–12'. */
export function agesText(ages: AgeRange, basis: AgesBasis | null): string {
  return basis === 'no-limits-stated' ? agesBasisWords[basis] : agesLabel(ages);
}

/** The checked setting, else the typical one labelled as such, else that nobody has checked. */
export function settingText(attraction: Attraction): string {
  if (attraction.setting) return settingLabels[attraction.setting];
  if (attraction.typicalSetting) return typicalSettingWords(attraction.typicalSetting);
  return 'Indoor or outdoor not yet checked';
}

/** 'Free for National Trust members', one per scheme the place belongs to. */
export function membersFreeTexts(attraction: Attraction): string[] {
  const schemes = new Set(
    attraction.attractionGroups.map((group) => memberSchemeOfGroup(group.groupId)),
  );
  return [...schemes].filter((s) => s !== null).map((scheme) => membersFreeWords(scheme));
}
