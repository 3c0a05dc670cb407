import { useEffect, useState } from 'react';

/** Room left between the snackbar and what sits above it. */
const GAP_PX = 8;

function measure(): number {
  const snackbar = document.querySelector<HTMLElement>('.MuiSnackbar-anchorOriginBottomRight');
  if (!snackbar) return 0;
  // offsetHeight ignores the grow transition's transform, so the room is right from the start.
  const bottom = Number.parseFloat(getComputedStyle(snackbar).bottom) || 0;
  return Math.ceil(snackbar.offsetHeight + bottom + GAP_PX);
}

/**
 * How far above the bottom of the screen the site's snackbar (bottom right, or across the bottom
 * on phones) reaches, or 0 when none shows. The wizard lifts its sticky Previous / Next bar by
 * this much, so a notice such as the geolocation one never covers the buttons. Effects only, so
 * it is SSR-safe.
 */
export function useSnackbarClearance(): number {
  const [clearance, setClearance] = useState(0);
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setClearance(measure()));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return clearance;
}
