import { Box, Button } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { PlaceIcon } from '../icons';

/** MUI's lg breakpoint, where the list and the map stand side by side. */
const SIDE_BY_SIDE = '(min-width: 1200px)';

/**
 * A list card beside the map (decision 090): hovering or focusing it marks its pin, its pin's
 * preview marks it (and scrolls it into view), and "Show on map" opens its preview, so the sync
 * works both ways and from the keyboard.
 */
export default function MapCardFrame({
  name,
  hovered,
  selected,
  onHover,
  onShowOnMap,
  children,
}: {
  name: string;
  hovered: boolean;
  selected: boolean;
  onHover: (on: boolean) => void;
  onShowOnMap: () => void;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only beside the map (wide screens): on a phone the list is below it, and scrolling there
    // would take the map and its preview out of sight.
    if (selected && window.matchMedia(SIDE_BY_SIDE).matches) {
      frameRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, [selected]);

  return (
    <Box
      ref={frameRef}
      data-selected={selected || undefined}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={() => onHover(true)}
      onBlur={() => onHover(false)}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        borderRadius: 3,
        outline: selected || hovered ? '3px solid' : '3px solid transparent',
        outlineColor: selected ? 'secondary.main' : hovered ? 'primary.light' : 'transparent',
        outlineOffset: 2,
        transition: 'outline-color 120ms ease',
      }}
    >
      <Box sx={{ flex: 1 }}>{children}</Box>
      <Button
        size="small"
        startIcon={<PlaceIcon />}
        onClick={onShowOnMap}
        // The visible words first, then whose pin (WCAG 2.5.3, label in name).
        aria-label={`Show on map: ${name}`}
        sx={{ alignSelf: 'flex-start' }}
      >
        Show on map
      </Button>
    </Box>
  );
}
