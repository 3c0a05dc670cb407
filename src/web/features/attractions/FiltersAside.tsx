import { Paper, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, type ComponentProps } from 'react';

// The filter groups load when first shown: a phone never shows this card.
const FiltersPanel = lazy(() => import('./FiltersPanel'));

/**
 * The wide-screen filter card beside the list. Hidden on narrow screens and in the map view
 * (the Filters drawer serves both), and its groups render only when it can be seen.
 */
export function FiltersAside({
  mapView,
  wide,
  panel,
}: {
  mapView: boolean;
  /** False in a server render and on the first browser render, so both agree. */
  wide: boolean;
  panel: ComponentProps<typeof FiltersPanel>;
}) {
  return (
    <Paper
      component="aside"
      aria-label="Filters"
      variant="outlined"
      sx={{
        display: { xs: 'none', lg: mapView ? 'none' : 'block' },
        position: 'sticky',
        top: 88,
        overflow: 'hidden',
      }}
    >
      <Typography component="h2" sx={{ fontWeight: 700, px: 2, pt: 2, pb: 1 }}>
        Filters
      </Typography>
      {wide && !mapView ? (
        <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
          <FiltersPanel {...panel} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
