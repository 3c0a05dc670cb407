import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useCategoryColour } from '../../api/use-category-colours';
import { categoryArtwork } from '../../../contract/catalogue-images';
import { LandscapeIcon } from '../icons';

/**
 * An attraction's picture or, when there is none or it fails to load (SPEC §2), its main
 * category's illustration — or for a category without one, a placeholder painted in the
 * category's colour. The box keeps its aspect ratio either way, so cards never shift.
 */
export function CardMedia({
  imageUrl,
  categoryName,
  attractionId,
  priority = false,
  children,
}: {
  imageUrl: string | null;
  categoryName: string | null;
  /** Picks the attraction's own version of the category drawing (contract/catalogue-images). */
  attractionId: number;
  /**
   * The first cards of a list are on screen at once and often the page's largest paint: they
   * load eagerly and first instead of waiting for the lazy-loading machinery.
   */
  priority?: boolean;
  children?: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const colour = useCategoryColour(categoryName);
  const showImage = imageUrl !== null && !failed;
  const illustration = categoryArtwork(categoryName, attractionId);

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 10',
        overflow: 'hidden',
        background: `radial-gradient(120% 90% at 85% 10%, ${colour}cc 0%, ${colour} 45%, #0d2a23 140%)`,
      }}
    >
      {showImage ? (
        <Box
          component="img"
          src={imageUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : illustration ? (
        <Box
          component="img"
          src={illustration}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <LandscapeIcon
          aria-hidden
          sx={{
            position: 'absolute',
            right: '8%',
            bottom: '-6%',
            fontSize: { xs: 96, sm: 120 },
            color: 'rgba(255,255,255,0.22)',
          }}
        />
      )}
      {children}
    </Box>
  );
}
