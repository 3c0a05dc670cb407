import { SOCIAL_FRESHNESS_DAYS } from './constants.js';

/** The admin list colour of an attraction's last social post (SPEC §2). */
export type SocialFreshness = 'green' | 'orange' | 'purple';

const DAY_MS = 24 * 60 * 60 * 1000;

/** green under 365 days, orange at 365 days or more, purple when there has been no post. */
export function socialFreshness(lastPost: Date | null, now: Date): SocialFreshness {
  if (lastPost === null) return 'purple';
  // Whole elapsed milliseconds, so "365 days" means 365 × 24 h, whatever the clocks did.
  return now.getTime() - lastPost.getTime() < SOCIAL_FRESHNESS_DAYS * DAY_MS ? 'green' : 'orange';
}
