import type { FamilyListState } from '../../../contract/family-list-state';
import { formatLondonDay } from '../../../contract/family-list-state';
import { parseIsoDate } from '../../../contract/opening-hours';
import type { UnknownHoursIncluded } from './list-title';

/**
 * What the count needs to tell open places from places of unknown hours in an "open on" list
 * that includes the latter; undefined when the list leaves them out or has no day.
 */
export function unknownHoursIncluded(
  state: Pick<FamilyListState, 'openOn' | 'includeUnknownHours'>,
  hoursUnknown: number | undefined,
): UnknownHoursIncluded | undefined {
  if (!state.openOn || !state.includeUnknownHours || hoursUnknown === undefined) return undefined;
  const day = parseIsoDate(state.openOn);
  return day ? { day: formatLondonDay(day), hoursUnknown } : undefined;
}
