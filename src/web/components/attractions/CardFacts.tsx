import { Box } from '@mui/material';
import type { CardFact, CardFactTone } from './card-facts';

// Dark text on pale fills: every pair passes WCAG AA for small text.
const tones: Record<CardFactTone, { color: string; bgcolor: string }> = {
  open: { color: '#0b5d1e', bgcolor: '#e3f4e6' },
  closed: { color: '#8a1c12', bgcolor: '#fbe9e7' },
  plain: { color: '#1f3b57', bgcolor: '#e8f0f8' },
  unknown: { color: '#4a4a4a', bgcolor: '#f0f0f0' },
};

/** The card's short facts, as one list a screen reader reads in order. */
export function CardFacts({ facts }: { facts: CardFact[] }) {
  if (facts.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Key facts"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
    >
      {facts.map((fact) => (
        <Box
          component="li"
          key={fact.key}
          data-fact={fact.key}
          sx={{
            ...tones[fact.tone],
            fontSize: '0.78rem',
            fontWeight: 600,
            lineHeight: 1.4,
            px: 0.875,
            py: 0.25,
            borderRadius: 1,
          }}
        >
          {fact.label}
        </Box>
      ))}
    </Box>
  );
}
