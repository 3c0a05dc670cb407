// The time a page shows ("Open now", "Closed today — opens tomorrow") without a hydration
// mismatch. A server-rendered page may be hydrated a minute after it was rendered (the page cache
// keeps it that long, decision 184; the offline worker longer), and text worked out from two
// different clocks differs across an opening time. So hydration uses the instant the server
// rendered at, which travels in the page (RENDERED_AT_ATTRIBUTE), and the browser's own clock
// takes over right after; a page the browser renders alone uses its clock from the start.
import { createContext, useContext, useSyncExternalStore } from 'react';

/** When the page was rendered on the server (ms since the epoch), or null: rendered here. */
export const RenderedAtContext = createContext<number | null>(null);

const noSubscription = () => () => undefined;
/** The browser's minute: a stable snapshot within a minute, as useSyncExternalStore needs. */
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

/** The instant to show times for: the render's while hydrating, then the browser's. */
export function useNow(): Date {
  const renderedAt = useContext(RenderedAtContext);
  const now = useSyncExternalStore(noSubscription, thisMinute, () => renderedAt ?? thisMinute());
  return new Date(now);
}

/** The render instant written on a server-rendered page's root, as a number, or null. */
export function readRenderedAt(value: string | null | undefined): number | null {
  const instant = Number(value);
  return value && Number.isSafeInteger(instant) && instant > 0 ? instant : null;
}
