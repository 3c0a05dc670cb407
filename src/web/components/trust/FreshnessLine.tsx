import { Typography } from '@mui/material';
import type { Attraction } from '../../../contract/attraction';
import { lastCheckedText } from '../../../contract/freshness-text';
import { sourceFreshnessText } from '../../../contract/open-data-sources';

/**
 * 'Details last checked: March 2026', or 'Details not yet checked' for a place no moderator has
 * checked yet; a basic listing not yet checked names its source's date instead, since that is
 * how old its facts are. Admin reads carry who checked it, shown to them alone.
 */
export function FreshnessLine({ attraction }: { attraction: Attraction }) {
  const { at, checkedBy } = attraction.lastChecked;
  const text =
    at === null && attraction.source !== null
      ? sourceFreshnessText(attraction.source)
      : lastCheckedText(at);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="freshness">
      {text}
      {at !== null && checkedBy ? ` by ${checkedBy}` : ''}
    </Typography>
  );
}
