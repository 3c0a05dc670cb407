import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { Attraction } from '../../../contract/attraction';
import type { ListState } from '../../../contract/list-state';
import { listTexts } from '../../../contract/messages';
import type { useAttractions } from '../../api/get-attractions';
import { PageLoading } from '../../components/PageLoading';
import { useProgressiveCount } from '../../components/attractions/use-progressive-count';
import { EmptyResults } from './EmptyResults';
import { ResultCards, type MapSelection } from './ResultCards';
import { ResultsPager } from './ResultsPager';

// Neither shows in a first view without filters: the progress bar only while a later answer loads,
// the notice (an MUI Alert) only with "open on". Both load when first shown; a server render waits
// for them and the browser keeps the server's HTML until they arrive (decision 096).
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));
const UnknownHoursNotice = lazy(() => import('./UnknownHoursNotice'));

/** Cards rendered in the first commit (two screens on a phone, two rows on a desktop). */
const FIRST_CARDS = 6;
const NO_RESULTS: readonly Attraction[] = [];

/**
 * The Results section: the unknown-hours notice, then a loading line, the empty-list message or
 * the cards and the pager. A refetch shows a thin progress bar over the cards it will replace.
 */
export function ResultsSection({
  list,
  total,
  filters,
  filterCount,
  product,
  mapView,
  selection,
  onChange,
  onReset,
  pageHref,
}: {
  list: ReturnType<typeof useAttractions>;
  /** Null until the first answer; an error counts as no results. */
  total: number | null;
  /** The list state with the path's filter applied. */
  filters: ListState;
  filterCount: number;
  product: string;
  mapView: boolean;
  selection: MapSelection;
  onChange: (changes: Partial<ListState>) => void;
  onReset: () => void;
  pageHref: (page: number) => string;
}) {
  const results = list.data?.results ?? NO_RESULTS;
  const shownCount = useProgressiveCount(results, FIRST_CARDS);
  const emptyMessage = list.isError
    ? listTexts.noResults
    : filters.search
      ? listTexts.noSearchMatches(product)
      : filterCount > 0
        ? listTexts.noFilterMatches(product)
        : listTexts.noResults;

  return (
    <Box component="section" aria-label="Results" sx={{ minWidth: 0, position: 'relative' }}>
      {list.isFetching && list.data ? (
        <Suspense fallback={null}>
          <LinearProgress
            aria-label="Updating the results"
            sx={{ position: 'absolute', top: -8, left: 0, right: 0, borderRadius: 2 }}
          />
        </Suspense>
      ) : null}
      {filters.openOn !== null ? (
        <Suspense fallback={null}>
          <UnknownHoursNotice
            product={product}
            openOn={filters.openOn}
            hoursUnknown={list.data?.metadata.hoursUnknown}
            included={filters.includeUnknownHours}
            onInclude={(include) => onChange({ includeUnknownHours: include })}
          />
        </Suspense>
      ) : null}
      {list.isPending && !list.isError ? (
        <PageLoading text={listTexts.loadingList(product)} />
      ) : total === 0 ? (
        <EmptyResults message={emptyMessage} onReset={filterCount > 0 ? onReset : undefined} />
      ) : (
        <>
          <ResultCards
            results={results.slice(0, shownCount)}
            filters={filters}
            mapView={mapView}
            selection={selection}
          />
          <ResultsPager
            page={filters.page}
            totalPages={list.data?.metadata.totalPages ?? 1}
            hrefFor={pageHref}
          />
        </>
      )}
    </Box>
  );
}
