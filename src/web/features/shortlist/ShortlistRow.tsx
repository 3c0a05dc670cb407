import { Box, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Attraction } from '../../../contract/attraction';
import { CardMedia } from '../../components/attractions/CardMedia';
import { CloseIcon, ExpandMoreIcon } from '../../components/icons';

/**
 * One place on the shortlist page: picture, category, name (the link to its page) and town, with
 * Move up / Move down / Remove on the visitor's own list (absent on a list shared with them).
 */
export function ShortlistRow({
  attraction,
  position,
  count,
  onMove,
  onRemove,
  highlighted,
  onHover,
}: {
  attraction: Attraction;
  position: number;
  count: number;
  onMove?: (by: number) => void;
  onRemove?: () => void;
  highlighted: boolean;
  onHover: (on: boolean) => void;
}) {
  const town = attraction.location.address.postalTown ?? attraction.location.region?.displayName;
  return (
    <Paper
      component="li"
      variant="outlined"
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        overflow: 'hidden',
        borderRadius: 2,
        borderColor: highlighted ? 'secondary.main' : 'rgba(0,0,0,0.08)',
        outline: highlighted ? '2px solid' : 'none',
        outlineColor: 'secondary.main',
      }}
    >
      <Box
        sx={{
          width: { xs: 96, sm: 140 },
          flexShrink: 0,
          overflow: 'hidden',
          '& > div': { height: '100%', aspectRatio: 'auto' },
        }}
      >
        <CardMedia
          photo={attraction.photo}
          thumbnail
          categoryName={attraction.mainCategory?.categoryName ?? null}
          attractionId={attraction.id}
          pictureSubject={attraction.pictureSubject}
        />
      </Box>
      <Stack spacing={0.25} sx={{ p: { xs: 1.25, sm: 2 }, flex: 1, minWidth: 0 }}>
        {attraction.mainCategory ? (
          <Typography
            variant="caption"
            sx={{ color: 'primary.main', fontWeight: 700, textTransform: 'uppercase' }}
          >
            {attraction.mainCategory.displayName}
          </Typography>
        ) : null}
        <Link
          component={RouterLink}
          to={`/attraction/${attraction.id}`}
          underline="hover"
          sx={{ fontWeight: 700, color: 'text.primary', lineHeight: 1.3 }}
        >
          <Box component="span" className="visually-hidden">
            {position}.{' '}
          </Box>
          {attraction.name}
        </Link>
        {town ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {town}
          </Typography>
        ) : null}
      </Stack>
      {onMove && onRemove ? (
        <ShortlistRowActions
          name={attraction.name}
          position={position}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      ) : null}
    </Paper>
  );
}

/** Move up, Move down and Remove, named with the place; the first can't go up, the last down. */
function ShortlistRowActions({
  name,
  position,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  position: number;
  count: number;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: 'center', justifyContent: 'center', pr: 0.5 }}
    >
      <IconButton
        aria-label={`Move ${name} up`}
        disabled={position === 1}
        onClick={() => onMove(-1)}
        size="small"
      >
        <ExpandMoreIcon sx={{ transform: 'rotate(180deg)' }} />
      </IconButton>
      <IconButton
        aria-label={`Move ${name} down`}
        disabled={position === count}
        onClick={() => onMove(1)}
        size="small"
      >
        <ExpandMoreIcon />
      </IconButton>
      <IconButton aria-label={`Remove ${name}`} onClick={onRemove} size="small">
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
