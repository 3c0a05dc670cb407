import { Box, Typography } from '@mui/material';
import { DEFAULT_BRANDING_TEXT_COLOUR } from '../../../../contract/constants';
import { PreviewCard } from '../forms/PreviewCard';

/** A group's three brand colours, as the form holds them (any text until valid). */
export interface GroupBranding {
  primaryColour: string;
  secondaryColour: string;
  textColour: string;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The group's tile in its brand colours, as visitors will see it. */
export function GroupPreview({
  displayName,
  description,
  branding,
}: {
  displayName: string;
  description: string;
  branding: GroupBranding;
}) {
  // Until colours are picked: dark greys that white text reads well on.
  const primary = HEX.test(branding.primaryColour) ? branding.primaryColour : '#4b5563';
  const secondary = HEX.test(branding.secondaryColour) ? branding.secondaryColour : '#9ca3af';
  const text = HEX.test(branding.textColour) ? branding.textColour : DEFAULT_BRANDING_TEXT_COLOUR;
  return (
    <PreviewCard>
      <Box
        aria-hidden
        sx={{ borderRadius: '12px', overflow: 'hidden', bgcolor: primary, color: text }}
      >
        <Box sx={{ height: 10, bgcolor: secondary }} />
        <Box sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 800, fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
            {displayName.trim() || 'Display name'}
          </Typography>
          <Typography
            sx={{
              fontSize: '0.85rem',
              mt: 0.75,
              opacity: 0.95,
              display: '-webkit-box',
              WebkitLineClamp: 4,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {description.trim() || 'The description appears here.'}
          </Typography>
          <Box
            sx={{
              mt: 1.5,
              display: 'inline-block',
              px: 1.5,
              py: 0.5,
              borderRadius: 999,
              border: '2px solid',
              borderColor: secondary,
              color: text,
              fontWeight: 700,
              fontSize: '0.8rem',
            }}
          >
            Visit Website
          </Box>
        </Box>
      </Box>
    </PreviewCard>
  );
}
