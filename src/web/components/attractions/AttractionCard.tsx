import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Attraction } from '../../../contract/attraction';
import { TEMPORARILY_CLOSED_BADGE } from '../../../contract/closure';
import { formatDistance } from '../../../contract/distance';
import { isPriceBand, priceBandLabels, priceBandRanges } from '../../../contract/price';
import { StarIcon } from '../icons';
import { cardFacts, type CardFilters } from './card-facts';
import { CardFacts } from './CardFacts';
import { ShortlistHeart } from '../shortlist/ShortlistHeart';
import { CardMedia } from './CardMedia';

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
 * One attraction in a list or strip (SPEC §2): picture (placeholder on error), name, town, price
 * and rating badges and 'N mi away' when the list was asked with coordinates. The whole card is
 * one link, named by the attraction.
 */
export function AttractionCard({
  attraction,
  headingLevel = 'h3',
  priority = false,
  filters,
}: {
  attraction: Attraction;
  /** The list's filters, so the card says why it matches them (open that day, step-free...). */
  filters?: CardFilters;
  headingLevel?: 'h2' | 'h3';
  /** One of the first cards on the page: its picture loads at once (see CardMedia). */
  priority?: boolean;
}) {
  const { address, region } = attraction.location;
  const town = address.postalTown ?? region?.displayName ?? null;
  const distance = attraction.distance === undefined ? null : formatDistance(attraction.distance);
  const price = attraction.price;

  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        borderColor: 'rgba(0,0,0,0.08)',
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 10px 24px rgba(8,63,51,0.14)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/attraction/${attraction.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardMedia
          imageUrl={attraction.links.mainImage}
          categoryName={attraction.mainCategory?.categoryName ?? null}
          attractionId={attraction.id}
          priority={priority}
        >
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
        </CardMedia>
        <Stack spacing={0.5} sx={{ p: { xs: 1.5, sm: 2 }, pr: { xs: 7, sm: 7 }, flex: 1 }}>
          {attraction.mainCategory ? (
            <Typography
              variant="caption"
              sx={{
                color: 'primary.main',
                fontWeight: 700,
                textTransform: 'uppercase',
                letterSpacing: '0.04em',
              }}
            >
              {attraction.mainCategory.displayName}
            </Typography>
          ) : null}
          <Typography
            component={headingLevel}
            sx={{
              fontWeight: 700,
              fontSize: { xs: '0.98rem', sm: '1.05rem' },
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {attraction.name}
          </Typography>
          <CardFacts facts={cardFacts(attraction, filters, new Date())} />
          <Box sx={{ flex: 1 }} />
          <Stack
            direction="row"
            spacing={1}
            sx={{ color: 'text.secondary', fontSize: '0.875rem', flexWrap: 'wrap', rowGap: 0.25 }}
          >
            {town ? <span>{town}</span> : null}
            {distance ? (
              <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {distance}
              </Box>
            ) : null}
          </Stack>
        </Stack>
      </CardActionArea>
      {/* Beside the card's link, not inside it: a button may not sit in a link. */}
      <ShortlistHeart
        id={attraction.id}
        name={attraction.name}
        sx={{ position: 'absolute', right: 10, bottom: 10 }}
      />
    </Card>
  );
}
