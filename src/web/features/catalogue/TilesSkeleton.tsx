import { Card, Skeleton } from '@mui/material';
import { TileGrid } from './CatalogueTile';

/** Tile-shaped placeholders while a list loads, so the page keeps its layout. */
export function TilesSkeleton({ count = 9 }: { count?: number }) {
  return (
    <TileGrid columns={3} phoneColumns={2}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} aria-hidden>
          <Card variant="outlined" sx={{ borderColor: 'rgba(0,0,0,0.08)' }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
            <Skeleton width="60%" sx={{ m: 2, mb: 0.5 }} />
            <Skeleton width="30%" sx={{ mx: 2, mb: 2 }} />
          </Card>
        </li>
      ))}
    </TileGrid>
  );
}
