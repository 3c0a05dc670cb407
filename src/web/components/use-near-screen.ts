import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen (and from then on). Code and data
 * that only a section further down needs (the map, the facility icons) load on this, so the
 * first view does not pay for them (decision 047).
 */
export function useNearScreen(target: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, near, margin]);
  return near;
}
