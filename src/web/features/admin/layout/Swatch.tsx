import { Box } from '@mui/material';

/** A small circle of colour (decorative: the value is always written out beside it). */
export function Swatch({
  colour,
  size = 28,
}: {
  colour: string | null | undefined;
  size?: number;
}) {
  const empty = !colour;
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        flexShrink: 0,
        border: '1px solid rgba(0,0,0,0.18)',
        background: empty
          ? 'repeating-conic-gradient(#e5e7eb 0 25%, #ffffff 0 50%) 50% / 10px 10px'
          : colour,
      }}
    />
  );
}
