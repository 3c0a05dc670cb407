import { Box } from '@mui/material';
import { accessStateLabels } from '../../../contract/access-profile';

const stateColours = {
  YES: { color: '#0b5d1e', bgcolor: '#e3f4e6' },
  PARTIAL: { color: '#7a3500', bgcolor: '#fdeedd' },
  NO: { color: '#4a4f4c', bgcolor: '#eceeed' },
  'N/A': { color: '#4a4a4a', bgcolor: '#f4f4f4' },
} as const;

export interface FactStateItem {
  key: string;
  label: string;
  state: keyof typeof stateColours;
  /** Words that say more than the state ("Dogs welcome on leads"); the state's own otherwise. */
  words?: string | null;
}

/**
 * A list of yes / partly / no / not yet checked facts, each named and coloured: an unknown reads
 * "Not yet checked" rather than vanishing (the Accessibility and For families panels).
 */
export function FactStateList({
  items,
  dataAttribute,
}: {
  items: readonly FactStateItem[];
  dataAttribute: string;
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(2, minmax(0, 1fr) auto)' },
        columnGap: 2,
        rowGap: 1,
        m: 0,
        alignItems: 'center',
        maxWidth: 760,
      }}
    >
      {items.map((item) => (
        <Box key={item.key} {...{ [dataAttribute]: item.key }} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontSize: '0.95rem' }}>
            {item.label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              fontSize: '0.85rem',
              fontWeight: 700,
              justifySelf: 'start',
              ...stateColours[item.state],
            }}
          >
            {item.words ?? accessStateLabels[item.state]}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
