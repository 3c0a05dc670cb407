import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useBrowserServices } from '../../providers/browser-services';
import {
  EMPTY_SHORTLIST,
  parseStoredShortlist,
  SHORTLIST_STORAGE_KEY,
  subscribeShortlist,
  writeShortlist,
  type Shortlist,
} from '../../lib/shortlist-store';

/**
 * The visitor's shortlist and a way to change it (docs/decisions/091). A server render and the
 * first browser render see an empty list, so both agree; the stored one follows at once.
 */
export function useShortlist(): { shortlist: Shortlist; save: (next: Shortlist) => void } {
  const { localStorage } = useBrowserServices();
  const stored = useSyncExternalStore(
    subscribeShortlist,
    () => localStorage?.getItem(SHORTLIST_STORAGE_KEY) ?? null,
    () => null,
  );
  const shortlist = useMemo(
    () => (stored === null ? EMPTY_SHORTLIST : parseStoredShortlist(stored)),
    [stored],
  );
  const save = useCallback((next: Shortlist) => writeShortlist(localStorage, next), [localStorage]);
  return { shortlist, save };
}
