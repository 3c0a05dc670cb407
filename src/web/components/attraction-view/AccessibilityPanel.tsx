import { Box, Link, Typography } from '@mui/material';
import {
  accessFacilityLabels,
  accessStateLabels,
  ACCESS_FACILITY_NAMES,
} from '../../../contract/access-profile';
import { checkedText } from './opening-hours-text';
import { Section, type PanelProps } from './Section';

const stateColours = {
  YES: { color: '#0b5d1e', bgcolor: '#e3f4e6' },
  PARTIAL: { color: '#7a3500', bgcolor: '#fdeedd' },
  NO: { color: '#4a4f4c', bgcolor: '#eceeed' },
  'N/A': { color: '#4a4a4a', bgcolor: '#f4f4f4' },
} as const;

/**
 * The accessibility profile: all ten items, each with its state, so an unknown reads "Not yet
 * checked" rather than vanishing as if absent; then the access note and the place's own guide.
 */
export function AccessibilityPanel({ attraction, action }: PanelProps) {
  const states = new Map(attraction.facilities.map((f) => [f.name, f.state]));
  const checked = checkedText(attraction.checks.access);
  const known = ACCESS_FACILITY_NAMES.some((name) => states.has(name));
  return (
    <Section title="Accessibility" action={action}>
      {!known ? (
        <Typography sx={{ mb: 1.5 }}>
          Nobody has checked this place&apos;s access yet. Contact them before you go.
        </Typography>
      ) : null}
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
        {ACCESS_FACILITY_NAMES.map((name) => {
          const state = states.get(name) ?? 'N/A';
          return (
            <Box key={name} data-access={name} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontSize: '0.95rem' }}>
                {accessFacilityLabels[name]}
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
                  ...stateColours[state],
                }}
              >
                {accessStateLabels[state]}
              </Box>
            </Box>
          );
        })}
      </Box>
      {attraction.access.note ? (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{attraction.access.note}</Typography>
      ) : null}
      {attraction.access.guideUrl ? (
        <Link
          href={attraction.access.guideUrl}
          rel="noopener"
          target="_blank"
          sx={{ display: 'inline-block', mt: 1.5 }}
        >
          Read their own access guide
        </Link>
      ) : null}
      {checked ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {checked}
        </Typography>
      ) : null}
    </Section>
  );
}
