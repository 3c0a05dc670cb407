import { Box } from '@mui/material';
import type { CardAttraction } from '../../../contract/attraction-card';
import { TEMPORARILY_CLOSED_BADGE } from '../../../contract/closure-text';
import { isPriceBand, priceBandLabels, priceBandRanges } from '../../../contract/price';
import { StarIcon } from '../icons';

const badge = {
  position: 'absolute',
  top: 10,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.25,
  px: 1,
  py: 0.25,
  borderRadius: 999,
  fontSize: '0.8rem',
  fontWeight: 700,
  bgcolor: 'rgba(255,255,255,0.94)',
  color: '#1d1d1f',
  boxShadow: '0 1px 3px rgba(0,0,0,0.18)',
} as const;

/**
 * The badges laid over a card's picture: the price band (top left), the rating (top right) and
 * 'Temporarily closed' (bottom left), each only when the attraction has it. The hidden words make
 * each badge read as a phrase ("Price £", "Rated 4.5 out of 5").
 */
export function CardBadges({ attraction }: { attraction: CardAttraction }) {
  const price = attraction.price;
  return (
    <>
      {isPriceBand(price) ? (
        <Box component="span" sx={{ ...badge, left: 10 }} title={priceBandRanges[price]}>
          <span className="visually-hidden">Price </span>
          {priceBandLabels[price]}
        </Box>
      ) : null}
      {attraction.rating !== null ? (
        <Box component="span" sx={{ ...badge, right: 10 }}>
          <StarIcon aria-hidden sx={{ fontSize: 16, color: '#b26a00' }} />
          <span className="visually-hidden">Rated </span>
          {attraction.rating.toFixed(1)}
          <span className="visually-hidden"> out of 5</span>
        </Box>
      ) : null}
      {attraction.closure.state === 'temporarilyClosed' ? (
        <Box
          component="span"
          sx={{
            ...badge,
            top: 'auto',
            bottom: 10,
            left: 10,
            bgcolor: '#7A2E0E',
            color: '#fff',
          }}
        >
          {TEMPORARILY_CLOSED_BADGE}
        </Box>
      ) : null}
    </>
  );
}
