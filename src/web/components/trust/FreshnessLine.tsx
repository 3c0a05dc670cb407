import { Typography } from '@mui/material';
import type { Attraction } from '../../../contract/attraction';
import { lastCheckedText } from '../../../contract/freshness';

/**
 * 'Details last checked: March 2026', or 'Details not yet checked' for a place no moderator has
 * checked yet. Admin reads carry who checked it, shown to them alone.
 */
export function FreshnessLine({ attraction }: { attraction: Attraction }) {
  const { at, checkedBy } = attraction.lastChecked;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="freshness">
      {lastCheckedText(at)}
      {at !== null && checkedBy ? ` by ${checkedBy}` : ''}
    </Typography>
  );
}
