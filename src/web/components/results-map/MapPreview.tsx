import { Box, IconButton, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Attraction } from '../../../contract/attraction';
import { distanceMiles, formatDistance, type LatLng } from '../../../contract/distance';
import { useAttraction } from '../../api/get-attraction';
import { CardMedia } from '../attractions/CardMedia';
import { CloseIcon } from '../icons';

/** The preview's picture down its left side; a grey block while it loads or when it is gone. */
function PreviewPicture({ attraction }: { attraction: Attraction | null | undefined }) {
  return (
    <Box
      sx={{
        width: 124,
        flexShrink: 0,
        alignSelf: 'stretch',
        overflow: 'hidden',
        '& > div': { height: '100%', aspectRatio: 'auto' },
      }}
    >
      {attraction ? (
        <CardMedia
          photo={attraction.photo}
          thumbnail
          categoryName={attraction.mainCategory?.categoryName ?? null}
          attractionId={attraction.id}
          pictureSubject={attraction.pictureSubject}
        />
      ) : (
        <Skeleton variant="rectangular" height="100%" />
      )}
    </Box>
  );
}

/** Category, the name linking to the page (`linkRef`), town and distance. */
function PreviewText({
  attraction,
  userLocation,
  linkRef,
}: {
  attraction: Attraction;
  userLocation: LatLng;
  linkRef: RefObject<HTMLAnchorElement | null>;
}) {
  const coordinates = attraction.location.coordinates;
  const distance = coordinates ? formatDistance(distanceMiles(userLocation, coordinates)) : null;
  return (
    <>
      {attraction.mainCategory ? (
        <Typography
          variant="caption"
          sx={{ color: 'primary.main', fontWeight: 700, textTransform: 'uppercase' }}
        >
          {attraction.mainCategory.displayName}
        </Typography>
      ) : null}
      <Typography
        component={RouterLink}
        ref={linkRef}
        to={`/attraction/${attraction.id}`}
        sx={{
          fontWeight: 700,
          lineHeight: 1.3,
          color: 'text.primary',
          textDecoration: 'none',
          '&:hover, &:focus-visible': { textDecoration: 'underline' },
        }}
      >
        {attraction.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[attraction.location.address.postalTown, distance].filter(Boolean).join(' · ')}
      </Typography>
    </>
  );
}

/**
 * The small card a pin opens (decision 090): picture, category, name and distance, linking to the
 * page. Its details are read on demand (one cached attraction), so the map's points stay tiny.
 * Focus moves to the name's link when it opens; Escape or the close button shut it and the map
 * gives focus back to where it was opened from.
 */
export function MapPreview({
  id,
  userLocation,
  onClose,
}: {
  id: number;
  userLocation: LatLng;
  onClose: () => void;
}) {
  const { data: attraction, isPending } = useAttraction(id);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Without scrolling: on a phone the map must stay where the visitor is looking.
    (linkRef.current ?? panelRef.current)?.focus({ preventScroll: true });
  }, [attraction]);

  return (
    <Paper
      ref={panelRef}
      role="region"
      aria-label="Place preview"
      tabIndex={-1}
      elevation={6}
      data-testid="map-preview"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      sx={{
        position: 'absolute',
        left: 12,
        right: 12,
        bottom: 12,
        maxWidth: 400,
        mx: 'auto',
        zIndex: 1000,
        display: 'flex',
        overflow: 'hidden',
        borderRadius: 3,
        outline: 'none',
      }}
    >
      <PreviewPicture attraction={attraction} />
      <Stack spacing={0.25} sx={{ p: 1.5, pr: 5, minWidth: 0, flex: 1 }}>
        {isPending ? (
          <>
            <Skeleton width="40%" />
            <Skeleton width="90%" />
            <Skeleton width="30%" />
          </>
        ) : attraction ? (
          <PreviewText attraction={attraction} userLocation={userLocation} linkRef={linkRef} />
        ) : (
          <Typography variant="body2">This place is no longer listed.</Typography>
        )}
      </Stack>
      <IconButton
        aria-label="Close preview"
        onClick={onClose}
        size="small"
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
