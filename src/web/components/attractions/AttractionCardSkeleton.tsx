import { Card, Skeleton, Stack } from '@mui/material';

/** A card-shaped placeholder, so the grid keeps its layout while results load. */
export function AttractionCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ borderColor: 'rgba(0,0,0,0.08)' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Stack spacing={0.75} sx={{ p: 2 }}>
        <Skeleton width="40%" />
        <Skeleton width="85%" height={26} />
        <Skeleton width="55%" />
      </Stack>
    </Card>
  );
}
