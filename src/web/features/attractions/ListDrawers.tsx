import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { AttractionSort } from '../../../contract/sorts';

// The drawers load when first opened: a phone shows neither at first, so the list's first view
// stays small.
const SortDrawer = lazy(() => import('./SortDrawer'));
const FiltersDrawer = lazy(() => import('./FiltersDrawer'));

type Drawer = 'sort' | 'filters';

/** Which drawer is open, and which have ever been opened (and so are mounted). */
export function useListDrawers() {
  const [open, setOpen] = useState<Drawer | null>(null);
  const [used, setUsed] = useState({ sort: false, filters: false });
  return {
    open,
    used,
    show: (which: Drawer) => {
      setUsed((before) => ({ ...before, [which]: true }));
      setOpen(which);
    },
    close: () => setOpen(null),
  };
}

/** The Sort and Filters drawers, each mounted from its first opening on. */
export function ListDrawers({
  drawers,
  sort,
  onSort,
  panel,
}: {
  drawers: ReturnType<typeof useListDrawers>;
  sort: AttractionSort;
  onSort: (sort: AttractionSort) => void;
  panel: Omit<ComponentProps<typeof FiltersDrawer>, 'open' | 'onClose'>;
}) {
  return (
    <Suspense fallback={null}>
      {drawers.used.sort ? (
        <SortDrawer
          open={drawers.open === 'sort'}
          onClose={drawers.close}
          value={sort}
          onChange={onSort}
        />
      ) : null}
      {drawers.used.filters ? (
        <FiltersDrawer open={drawers.open === 'filters'} onClose={drawers.close} {...panel} />
      ) : null}
    </Suspense>
  );
}
