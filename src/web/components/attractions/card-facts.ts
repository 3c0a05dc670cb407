// What a card says about a place's day, cost, ages, setting and access: always the facts a family
// checks first ("Open now", "Free entry", "Ages 3–12"), and with family filters the reason the
// place matches each ("Open Saturday 10:00–16:00", "Step-free access").
import { accessFacilityLabels, isAccessFacilityName } from '../../../contract/access-profile';
import type { CardAttraction } from '../../../contract/attraction-card';
import { agesLabel, settingLabels } from '../../../contract/family-facts';
import { londonMoment } from '../../../contract/london-time';
import { nationOfRegion } from '../../../contract/nation';
import { memberSchemeOfGroup, membersFreeWords } from '../../../contract/member-schemes';
import { stationWalkWords } from '../../../contract/nearest-station';
import { typicalSettingWords } from '../../../contract/typical-setting';
import {
  formatSpans,
  hoursOn,
  isOpenAt,
  minutesOf,
  parseIsoDate,
  weekdayLabels,
  weekdayOf,
} from '../../../contract/opening-hours';

export type CardFactTone = 'open' | 'closed' | 'plain' | 'unknown';

export interface CardFact {
  key: string;
  label: string;
  tone: CardFactTone;
}

/** The filters a card explains itself against (a part of the list state). */
export interface CardFilters {
  openOn: string | null;
  facilities: string[];
  /** The "Car-free" filter: the card then names its station and the walk. */
  nearStation?: number | null;
}

function hoursFact(attraction: CardAttraction, openOn: string | null, now: Date): CardFact | null {
  const hours = attraction.openingHours;
  const nation = nationOfRegion(attraction.location.region?.regionName);
  const date = openOn ? parseIsoDate(openOn) : null;
  if (date) {
    const day = hoursOn(hours, date, nation);
    const weekday = weekdayLabels[weekdayOf(date)];
    if (day.kind === 'unknown') {
      return { key: 'hours', label: 'Opening times not yet checked', tone: 'unknown' };
    }
    if (day.kind === 'always') return { key: 'hours', label: 'Open any time', tone: 'open' };
    const why = day.bankHoliday ? ' (bank holiday)' : '';
    return day.spans.length > 0
      ? { key: 'hours', label: `Open ${weekday} ${formatSpans(day.spans)}${why}`, tone: 'open' }
      : { key: 'hours', label: `Closed ${weekday}${why}`, tone: 'closed' };
  }
  const moment = londonMoment(now);
  const open = isOpenAt(hours, moment, nation);
  if (open === null) return null;
  if (open) return { key: 'hours', label: 'Open now', tone: 'open' };
  const today = hoursOn(hours, moment.date, nation);
  if (today.kind !== 'spans') return null;
  const later = today.spans.find((span) => minutesOf(span.opens) > moment.minutes);
  if (later) return { key: 'hours', label: `Opens at ${later.opens}`, tone: 'plain' };
  const why = today.bankHoliday ? ' (bank holiday)' : '';
  return { key: 'hours', label: `Closed today${why}`, tone: 'closed' };
}

export function cardFacts(
  attraction: CardAttraction,
  filters: CardFilters | undefined,
  now: Date,
): CardFact[] {
  const facts: CardFact[] = [];
  const hours = hoursFact(attraction, filters?.openOn ?? null, now);
  if (hours) facts.push(hours);
  if (attraction.price === 0) facts.push({ key: 'free', label: 'Free entry', tone: 'plain' });
  if (attraction.ages)
    facts.push({ key: 'ages', label: agesLabel(attraction.ages), tone: 'plain' });
  if (attraction.setting) {
    facts.push({ key: 'setting', label: settingLabels[attraction.setting], tone: 'plain' });
  } else if (attraction.typicalSetting) {
    facts.push({
      key: 'setting',
      label: typicalSettingWords(attraction.typicalSetting),
      tone: 'unknown',
    });
  }
  for (const group of attraction.attractionGroups) {
    const scheme = memberSchemeOfGroup(group.groupId);
    if (scheme)
      facts.push({ key: `member-${scheme}`, label: membersFreeWords(scheme), tone: 'plain' });
  }
  const station = attraction.nearestStation;
  const walk = filters?.nearStation && station ? stationWalkWords(station) : null;
  if (walk) facts.push({ key: 'station', label: walk, tone: 'plain' });
  for (const name of filters?.facilities ?? []) {
    if (!isAccessFacilityName(name)) continue;
    const state = attraction.facilities.find((facility) => facility.name === name)?.state;
    if (state === 'YES')
      facts.push({ key: name, label: accessFacilityLabels[name], tone: 'plain' });
    if (state === 'PARTIAL') {
      facts.push({ key: name, label: `${accessFacilityLabels[name]} (partly)`, tone: 'plain' });
    }
  }
  return facts;
}
