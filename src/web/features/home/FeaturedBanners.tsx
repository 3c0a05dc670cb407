import { Box, Skeleton } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFeaturedBanners } from '../../api/get-featured-banners';

// The carousel library loads with the slides, once they scroll near the screen.
const FeaturedCarousel = lazy(() => import('./FeaturedCarousel'));

const placeholderSx = { height: { xs: 230, md: 260 }, borderRadius: 4 };

/** True once the element comes within a screen's height of the viewport. */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** The featured banner when the featuredBanner flag is on (SPEC §9) and there are slides. */
export function FeaturedBanners() {
  const { ref, near } = useNearViewport();
  const { data, isPending } = useFeaturedBanners(near);
  const placeholder = <Skeleton variant="rounded" sx={placeholderSx} />;
  if (near && !isPending && (!data || data.length === 0)) return null;
  return (
    <Box
      ref={ref}
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured"
      sx={{ py: { xs: 3, md: 4 } }}
    >
      {data && data.length > 0 ? (
        <Suspense fallback={placeholder}>
          <FeaturedCarousel banners={data} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
