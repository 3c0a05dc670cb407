import { Chip } from '@mui/material';
import { socialFreshness, type SocialFreshness } from '../../../../contract/social-freshness';
import { formatCalendarDay } from '../dates';

/** SPEC §2's freshness colours, dark enough for white text (WCAG AA). */
export const FRESHNESS_COLOURS: Record<SocialFreshness, string> = {
  green: '#1b6e3a',
  orange: '#b45309',
  purple: '#6b21a8',
};

const DESCRIPTIONS: Record<SocialFreshness, string> = {
  green: 'posted within the last year',
  orange: 'last post a year ago or more',
  purple: 'never posted',
};

/** The last social post: green under 365 days, orange at 365 or more, purple when none. */
export function SocialFreshnessChip({ lastPost, now }: { lastPost: string | null; now: Date }) {
  const freshness = socialFreshness(lastPost ? new Date(lastPost) : null, now);
  const day = formatCalendarDay(lastPost);
  return (
    <Chip
      size="small"
      data-freshness={freshness}
      title={`Social: ${DESCRIPTIONS[freshness]}`}
      label={day ? `Social ${day}` : 'No social post'}
      aria-label={
        day ? `Last social post ${day}, ${DESCRIPTIONS[freshness]}` : 'No social post yet'
      }
      sx={{ bgcolor: FRESHNESS_COLOURS[freshness], color: '#fff', fontWeight: 600 }}
    />
  );
}
