/** The home page greeting by time of day (SPEC §1). */

export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening' | 'Hello Night Owl';

/**
 * Every boundary falls on the hour, so the minute never changes the answer; it is validated so a
 * caller passing (hours, seconds) or a 24:00 finds out.
 */
export function greetingAt(hour: number, minute = 0): Greeting {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`hour must be a whole number from 0 to 23, got ${hour}`);
  }
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`minute must be a whole number from 0 to 59, got ${minute}`);
  }
  if (hour >= 6 && hour < 12) return 'Good Morning';
  if (hour >= 12 && hour < 17) return 'Good Afternoon';
  if (hour >= 17 && hour < 21) return 'Good Evening';
  return 'Hello Night Owl';
}

/** In the viewer's local time, which is what "morning" means to them. */
export function greetingFor(date: Date): Greeting {
  return greetingAt(date.getHours(), date.getMinutes());
}
