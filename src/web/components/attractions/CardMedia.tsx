import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useCategoryColour } from '../../api/use-category-colours';
import { LandscapeIcon } from '../icons';

/**
 * An attraction's picture, or a placeholder painted in its main category's colour when there is
 * no image or it fails to load (SPEC §2). The box keeps its aspect ratio either way, so cards
 * never shift as images arrive.
 */
export function CardMedia({
  imageUrl,
  categoryName,
  children,
}: {
  imageUrl: string | null;
  categoryName: string | null;
  children?: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const colour = useCategoryColour(categoryName);
  const showImage = imageUrl !== null && !failed;

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
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
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
