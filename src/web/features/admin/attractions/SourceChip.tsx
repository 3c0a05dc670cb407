import { Chip } from '@mui/material';
import type { Attraction } from '../../../../contract/attraction';
import { attractionSourceLabels } from '../../../../contract/open-data-sources';

/** Where a listing came from: hand-written, or the open dataset of a basic listing. */
export function SourceChip({ source }: { source: Attraction['source'] }) {
  const basic = source !== null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={
        basic ? `Basic · ${attractionSourceLabels[source]}` : attractionSourceLabels.handwritten
      }
      sx={{ fontWeight: 600, color: basic ? '#1e3a5f' : '#374151', borderColor: 'divider' }}
    />
  );
}
