/**
 * The surface a map draws on, and what shows until it has: a soft, map-like tint. When tiles
 * cannot load (no network, a blocked tile server) it stays visible behind the pins.
 */
export const mapSurface = {
  position: 'relative',
  borderRadius: 4,
  overflow: 'hidden',
  border: '1px solid rgba(0,0,0,0.08)',
  bgcolor: '#e4efe9',
  backgroundImage:
    'linear-gradient(rgba(11,93,75,0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(11,93,75,0.06) 1px, transparent 1px)',
  backgroundSize: '32px 32px',
  '& .leaflet-container': { background: 'transparent', fontFamily: 'inherit' },
  '& .leaflet-popup-content-wrapper': { borderRadius: '12px' },
  // The attribution sits in the bottom-right corner, which the rounding would cut.
  // (Leaflet's own stylesheet loads later, so the selector is made more specific than its rule.)
  '& .leaflet-bottom.leaflet-right .leaflet-control-attribution': {
    margin: '0 20px 20px 0',
    borderRadius: '6px',
  },
} as const;
