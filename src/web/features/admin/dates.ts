/**
 * SPEC §9: dates in the admin area read month/day/year. A social post's date is a calendar day
 * (stored as midnight UTC, see the contract's normaliseSocialPost), so it is shown in UTC; a
 * moment such as a sign-up or an audit entry is shown in the admin's own time zone.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-03-09T00:00:00.000Z' → '03/09/2026'; null or an unreadable value → null. */
export function formatCalendarDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** A moment in local time: '03/09/2026, 14:05'. */
export function formatMoment(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}, ${part('hour')}:${part('minute')}`;
}

/**
 * What an admin types as MM/DD/YYYY (single digits allowed) → 'YYYY-MM-DD', or null when it is
 * not a real calendar day.
 */
export function parseMonthDayYear(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, m, d, y] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Today's calendar day where the admin is, as MM/DD/YYYY. */
export function todayMonthDayYear(now: Date): string {
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
}
