import { useEffect, useState } from 'react';
import type { Shortlist } from '../../lib/shortlist-store';

/**
 * How many places have dropped off the shortlist shown because the server no longer lists them.
 * Places no longer live leave the visitor's own list for good, with a note saying so; the note
 * remembers them after the stored list has let them go. A shared list is only counted.
 */
export function useDroppedPlaceCount({
  shared,
  own,
  gone,
  save,
}: {
  shared: Shortlist | null;
  own: Shortlist;
  gone: number[];
  save: (next: Shortlist) => void;
}): number {
  const [droppedFromOwn, setDroppedFromOwn] = useState<number[]>([]);
  const newlyGone = shared ? [] : gone.filter((id) => !droppedFromOwn.includes(id));
  if (newlyGone.length > 0) setDroppedFromOwn([...droppedFromOwn, ...newlyGone]);
  useEffect(() => {
    if (shared || gone.length === 0) return;
    save({ ...own, ids: own.ids.filter((id) => !gone.includes(id)) });
  }, [shared, gone, own, save]);
  return shared ? gone.length : droppedFromOwn.length;
}
