import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CardAttraction } from '../../../contract/attraction-card';
import { formatDistance } from '../../../contract/distance';
import { CardBadges } from './CardBadges';
import { cardFacts, type CardFilters } from './card-facts';
import { useNow } from '../../providers/render-clock';
import { CardFacts } from './CardFacts';
import { ShortlistHeart } from '../shortlist/ShortlistHeart';
import { CardMedia } from './CardMedia';

/** The card's words under its picture: category, name, key facts, then town and distance. */
function CardText({
  attraction,
  headingLevel,
  filters,
}: {
  attraction: CardAttraction;
  headingLevel: 'h2' | 'h3';
  filters: CardFilters | undefined;
}) {
  const { address, region } = attraction.location;
  const town = address.postalTown ?? region?.displayName ?? null;
  const distance = attraction.distance === undefined ? null : formatDistance(attraction.distance);
  const now = useNow();
  return (
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
          // A long word in a narrow card (a phone's home strip) breaks, hyphenated where the
          // browser knows the word, rather than being cut at the card's edge (decision 140).
          hyphens: 'auto',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {attraction.name}
      </Typography>
      <CardFacts facts={cardFacts(attraction, filters, now)} />
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
  );
}

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
  attraction: CardAttraction;
  /** The list's filters, so the card says why it matches them (open that day, step-free...). */
  filters?: CardFilters;
  headingLevel?: 'h2' | 'h3';
  /** One of the first cards on the page: its picture loads at once (see CardMedia). */
  priority?: boolean;
}) {
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
          photo={attraction.photo}
          categoryName={attraction.mainCategory?.categoryName ?? null}
          attractionId={attraction.id}
          pictureSubject={attraction.pictureSubject}
          priority={priority}
          creditBeside={attraction.closure.state === 'temporarilyClosed'}
        >
          <CardBadges attraction={attraction} />
        </CardMedia>
        <CardText attraction={attraction} headingLevel={headingLevel} filters={filters} />
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
