import { Box } from '@mui/material';
import { useState } from 'react';
import type { Attraction } from '../../../contract/attraction';
import {
  isPriceBand,
  priceBandLabels,
  priceBandRanges,
  UNKNOWN_PRICE_LABEL,
} from '../../../contract/price';
import { useCategoryColour } from '../../api/use-category-colours';
import { fallbackPicture } from '../../../contract/catalogue-images';
import { PHOTO_SIZES } from '../../../contract/photo';
import { LandscapeIcon, StarIcon } from '../icons';
import { useImageFailure } from '../use-image-failure';
import { PhotoCredit } from '../photo/PhotoCredit';
import { PhotoPicture } from '../photo/PhotoPicture';

const badge = {
  position: 'absolute',
  top: 14,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  px: 1.25,
  py: 0.5,
  borderRadius: 999,
  fontSize: '0.95rem',
  fontWeight: 700,
  bgcolor: 'rgba(255,255,255,0.95)',
  color: '#1d1d1f',
  boxShadow: '0 2px 8px rgba(0,0,0,0.18)',
} as const;

/**
 * The attraction's own photo with its credit and licence (decision 167), price badge and rating
 * badge (SPEC §2). Without a photo, or when it fails to load, its subject's or main category's
 * illustration stands in on the category's colour; without that too, a plain landscape glyph
 * (docs/decisions/089). A hot-linked image URL is not shown (decision 168).
 */
export function HeroImage({ attraction }: { attraction: Attraction }) {
  const { photo } = attraction;
  const categoryName = attraction.mainCategory?.categoryName ?? null;
  const colour = useCategoryColour(categoryName);
  const { failed: photoFailed, onError: onPhotoError, attach: attachPhoto } = useImageFailure();
  const [illustrationFailed, setIllustrationFailed] = useState(false);
  const illustration = fallbackPicture(attraction);
  const showPhoto = photo !== null && !photoFailed;
  const price = attraction.price;

  return (
    <Box
      component="figure"
      sx={{
        position: 'relative',
        m: 0,
        aspectRatio: { xs: '4 / 3', sm: '16 / 10' },
        borderRadius: { xs: 0, sm: 5 },
        overflow: 'hidden',
        background: `radial-gradient(120% 90% at 85% 10%, ${colour}bb 0%, ${colour} 50%, #0d2a23 150%)`,
        boxShadow: { sm: '0 18px 40px rgba(8,63,51,0.18)' },
      }}
    >
      {showPhoto ? (
        <PhotoPicture
          photo={photo}
          sizes={PHOTO_SIZES.hero}
          alt={photo.altText}
          priority
          attach={attachPhoto}
          onError={onPhotoError}
        />
      ) : illustration && !illustrationFailed ? (
        <Box
          component="img"
          src={illustration}
          alt=""
          data-testid="image-placeholder"
          // The page's largest paint, as the photo would be: fetched before the scripts that
          // the page preloads ahead of it in the HTML (issue 34 item 2).
          fetchPriority="high"
          onError={() => setIllustrationFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <LandscapeIcon
          aria-hidden
          data-testid="image-placeholder"
          sx={{
            position: 'absolute',
            right: '8%',
            bottom: '-6%',
            fontSize: { xs: 160, md: 220 },
            color: 'rgba(255,255,255,0.22)',
          }}
        />
      )}
      {isPriceBand(price) ? (
        <Box component="span" sx={{ ...badge, left: 14 }} title={priceBandRanges[price]}>
          <span className="visually-hidden">Price </span>
          {priceBandLabels[price]}
        </Box>
      ) : (
        <Box component="span" sx={{ ...badge, left: 14, fontSize: '0.85rem' }}>
          {UNKNOWN_PRICE_LABEL}
        </Box>
      )}
      {attraction.rating !== null ? (
        <Box component="span" sx={{ ...badge, right: 14 }}>
          <StarIcon aria-hidden sx={{ fontSize: 18, color: '#b26a00' }} />
          <span className="visually-hidden">Rated </span>
          {attraction.rating.toFixed(1)}
          <span className="visually-hidden"> out of 5</span>
        </Box>
      ) : null}
      {/* Clear of the frame's rounded corner on wide screens, which would cut it. */}
      {showPhoto ? <PhotoCredit photo={photo} as="figcaption" /> : null}
    </Box>
  );
}
