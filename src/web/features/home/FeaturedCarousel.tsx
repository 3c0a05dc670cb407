import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { FeaturedBanner } from '../../api/get-featured-banners';
import { useSiteConfig } from '../../providers/site-config-context';
import {
  ArrowForwardIcon,
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  XIcon,
} from '../../components/icons';
import { bannerStyle } from './banner-style';

const AUTOPLAY_DELAY_MS = 6000;

function Slide({ banner, index, total }: { banner: FeaturedBanner; index: number; total: number }) {
  const { productName } = useSiteConfig();
  const style = bannerStyle(banner.kind, banner.categoryName);
  const fill = (text: string) => text.replaceAll('{product}', productName);
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      sx={{
        flex: '0 0 100%',
        minWidth: 0,
        position: 'relative',
        overflow: 'hidden',
        color: '#fff',
        borderRadius: 4,
        minHeight: { xs: 230, md: 260 },
        px: { xs: 3, md: 6 },
        py: { xs: 3.5, md: 5 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        background: `linear-gradient(120deg, ${style.from} 0%, ${style.to} 100%)`,
      }}
    >
      {/* Decorative rings: depth without an image download. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -80, md: 40 },
          top: { xs: -60, md: -80 },
          width: 320,
          height: 320,
          borderRadius: '50%',
          border: '36px solid rgba(255,255,255,0.08)',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: 20, md: 180 },
          bottom: -90,
          width: 200,
          height: 200,
          borderRadius: '50%',
          bgcolor: 'rgba(255,200,87,0.18)',
        }}
      />
      <Typography
        component="h3"
        sx={{
          fontWeight: 800,
          fontSize: { xs: '1.5rem', md: '2.1rem' },
          position: 'relative',
          maxWidth: 560,
        }}
      >
        {fill(banner.title)}
      </Typography>
      <Typography
        sx={{
          mt: 1,
          opacity: 0.92,
          position: 'relative',
          maxWidth: 520,
          fontSize: { md: '1.1rem' },
        }}
      >
        {fill(banner.subtitle)}
      </Typography>
      <Box sx={{ mt: 2.5, position: 'relative' }}>
        {banner.linkPath ? (
          <Button
            component={RouterLink}
            to={banner.linkPath}
            variant="contained"
            color="secondary"
            endIcon={<ArrowForwardIcon />}
          >
            Explore
            <span className="visually-hidden"> {fill(banner.title)}</span>
          </Button>
        ) : banner.kind === 'social' ? (
          <Stack direction="row" spacing={1.5} aria-hidden>
            <FacebookIcon />
            <XIcon />
            <InstagramIcon />
          </Stack>
        ) : (
          <MailIcon aria-hidden sx={{ fontSize: 36, opacity: 0.9 }} />
        )}
      </Box>
    </Box>
  );
}

/**
 * The featured banner (SPEC §2 Banners): autoplays and loops. Slides link to their category; the
 * mailing-list and social slides have no link. A pause button and dots keep it operable
 * (WCAG 2.2.2), and autoplay stays off for visitors who prefer reduced motion.
 */
export default function FeaturedCarousel({ banners }: { banners: FeaturedBanner[] }) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      playOnInit: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    embla.on('select', onSelect);
    embla.on('autoplay:play', onPlay);
    embla.on('autoplay:stop', onStop);
    // Reduced motion is a browser setting, so it is read here, after render.
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      embla.plugins().autoplay?.play();
    }
    return () => {
      embla.off('select', onSelect);
      embla.off('autoplay:play', onPlay);
      embla.off('autoplay:stop', onStop);
    };
  }, [embla]);

  const togglePlay = useCallback(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
  }, [embla]);

  return (
    // Inside FeaturedBanners' 'Featured' carousel region: one landmark, not two of one name.
    <Box>
      <Box ref={viewportRef} sx={{ overflow: 'hidden', borderRadius: 4 }}>
        <Box
          sx={{ display: 'flex', gap: 0, touchAction: 'pan-y pinch-zoom' }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {banners.map((banner, index) => (
            <Slide key={banner.id} banner={banner} index={index} total={banners.length} />
          ))}
        </Box>
      </Box>
      <Stack
        direction="row"
        sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'center', gap: 0.5 }}
      >
        <Button size="small" onClick={togglePlay} sx={{ mr: 1 }}>
          {playing ? 'Pause' : 'Play'}
          <span className="visually-hidden"> featured slides</span>
        </Button>
        {banners.map((banner, index) => (
          <IconButton
            key={banner.id}
            size="small"
            aria-label={`Show slide ${index + 1}`}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => embla?.scrollTo(index)}
            sx={{ p: 0.75 }}
          >
            <Box
              component="span"
              sx={{
                display: 'block',
                width: index === selected ? 22 : 9,
                height: 9,
                borderRadius: 999,
                bgcolor: index === selected ? 'primary.main' : 'grey.400',
                transition: 'width 200ms',
              }}
            />
          </IconButton>
        ))}
      </Stack>
    </Box>
  );
}
