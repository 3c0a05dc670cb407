// The day plan a visitor opened last (decision 170), so "Add to a plan" on a place's page adds to it.
// Kept in their own browser like the shortlist (decision 091): a plan's address, nothing more.
import { MAX_PLAN_STOPS, parsePlanQuery, planSearch } from '../../contract/day-plan';
import { isoDate, type CalendarDate } from '../../contract/opening-hours';

export const LAST_PLAN_STORAGE_KEY = 'last-plan';

export function rememberPlan(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  search: string,
): void {
  try {
    storage?.setItem(LAST_PLAN_STORAGE_KEY, search);
  } catch {
    // Storage full or refused: the plan is still in the address bar.
  }
}

/**
 * The plan with this place added: the last plan opened (unless its day has passed), else a new
 * plan for today. A place already in it, or a full plan, leaves it as it is.
 */
export function addToPlanSearch(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  id: number,
  today: CalendarDate,
): string {
  let stored: string | null;
  try {
    stored = storage?.getItem(LAST_PLAN_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const last = stored ? parsePlanQuery(new URLSearchParams(stored)) : null;
  const todayText = isoDate(today);
  const lastDate = last?.date ? isoDate(last.date) : null;
  if (!last || last.ids.length === 0 || !lastDate || lastDate < todayText) {
    return planSearch({ date: todayText, from: '', ids: [id] });
  }
  const ids =
    last.ids.includes(id) || last.ids.length >= MAX_PLAN_STOPS ? last.ids : [...last.ids, id];
  return planSearch({ date: lastDate, from: last.from, ids, ordered: last.ordered });
}
