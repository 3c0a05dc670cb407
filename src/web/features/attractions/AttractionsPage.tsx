import {
  Box,
  Container,
  LinearProgress,
  Paper,
  Skeleton,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { listTexts } from '../../../contract/messages.js';
import { useAttractions } from '../../api/get-attractions';
import { useBrowserServices } from '../../providers/browser-services';
import { useUserLocation } from '../../providers/location';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { AttractionCard } from '../../components/attractions/AttractionCard';
import { useProgressiveCount } from '../../components/attractions/use-progressive-count';
import type { Attraction } from '../../../contract/attraction.js';
import { PageLoading } from '../../components/PageLoading';
import { EmptyResults } from './EmptyResults';
import {
  activeFilterCount,
  changeFilters,
  emptyFilters,
  listApiQuery,
  listSearch,
  parseListState,
  withPathFilter,
  type ListState,
  type PathFilter,
  type PathFilterKind,
} from '../../../contract/list-state.js';
import { listTitle, matchCount } from './list-title';
import { ListTopBar } from './ListTopBar';
import { ResultsPager } from './ResultsPager';
import { UnknownHoursNotice } from './UnknownHoursNotice';
import { useTitleFilters } from './use-list-titles';
import { formatBbox, type Bbox } from '../../../contract/bbox.js';
import { pointsQueryOf } from '../../api/get-attraction-points';
import { parseMapUrl, withMapUrl, type ListView } from '../../components/results-map/map-url';
import { ViewSwitch } from '../../components/results-map/ViewSwitch';

// The drawers and the filter groups load when first needed: a phone shows neither at first, so
// the list's first view stays small (the wide-screen filter card loads them at once).
const SortDrawer = lazy(() => import('./SortDrawer'));
const FiltersDrawer = lazy(() => import('./FiltersDrawer'));
const FiltersPanel = lazy(() => import('./FiltersPanel'));
// The map, its pins and Leaflet load only in the map view (issue 19).
const ResultsMapPanel = lazy(() => import('../../components/results-map/ResultsMapPanel'));
const MapCardFrame = lazy(() => import('../../components/results-map/MapCardFrame'));
const AreaNotice = lazy(() => import('../../components/results-map/AreaNotice'));

/** Cards rendered in the first commit (two screens on a phone, two rows on a desktop)... */
const FIRST_CARDS = 6;
/** ...and those whose pictures load first, being on screen at once. */
const PRIORITY_CARDS = 2;
const NO_RESULTS: readonly Attraction[] = [];

const pathParam: Record<PathFilterKind, string> = {
  category: 'categoryName',
  region: 'regionName',
  facility: 'facilityName',
  search: 'searchText',
};

/**
 * The attractions list (SPEC §2, §4) at /attractions/, /search/{text} and the pre-filtered
 * paths. The URL is the state: every change navigates (pushing history), and the page renders
 * whatever the URL says.
 */
export default function AttractionsPage({ pathFilter: kind }: { pathFilter?: PathFilterKind }) {
  const { productName } = useSiteConfig();
  const services = useBrowserServices();
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const { location, isSettled } = useUserLocation();
  const [drawer, setDrawer] = useState<'sort' | 'filters' | null>(null);
  const [drawersUsed, setDrawersUsed] = useState({ sort: false, filters: false });
  // False in a server render and on the first browser render, so both agree.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const openDrawer = (which: 'sort' | 'filters') => {
    setDrawersUsed((used) => ({ ...used, [which]: true }));
    setDrawer(which);
  };

  const rawPathValue = kind ? params[pathParam[kind]] : undefined;
  const pathFilter: PathFilter | null = kind && rawPathValue ? { kind, value: rawPathValue } : null;
  const state = parseListState(searchParams);
  const effective = withPathFilter(state, pathFilter);
  const mapUrl = parseMapUrl(searchParams);
  const mapView = mapUrl.view === 'map';
  const area = mapUrl.bbox ? formatBbox(mapUrl.bbox) : undefined;
  const query = { ...listApiQuery(effective, location), bbox: area };
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { sort } = query;
  const list = useAttractions(query, isSettled);

  const total = list.isError ? 0 : (list.data?.metadata.totalResults ?? null);
  const results = list.data?.results ?? NO_RESULTS;
  const shownCount = useProgressiveCount(results, FIRST_CARDS);
  const titleFilters = useTitleFilters(effective);
  const title = listTitle(productName, titleFilters.filters, list.isPending ? null : total);
  usePageTitle(titleFilters.ready ? title : 'Attractions');

  // A new page of results starts at the top.
  useEffect(() => {
    services.scrollToTop();
  }, [effective.page, services]);

  const go = (next: ListState, map = mapUrl) =>
    void navigate({ search: withMapUrl(listSearch(next), map) });
  const viewHref = (view: ListView) => withMapUrl(listSearch(state), { ...mapUrl, view });
  const searchArea = (box: Bbox) => go({ ...state, page: 1 }, { view: 'map', bbox: box });
  const clearArea = () => go({ ...state, page: 1 }, { ...mapUrl, bbox: null });
  const update = (changes: Partial<ListState>) => go(changeFilters(state, changes));
  const reset = () => go(changeFilters(state, emptyFilters));
  const filterCount = activeFilterCount(effective);

  const emptyMessage = list.isError
    ? listTexts.noResults
    : effective.search
      ? listTexts.noSearchMatches(productName)
      : filterCount > 0
        ? listTexts.noFilterMatches(productName)
        : listTexts.noResults;

  const panelProps = { state, pathFilter, onChange: update, onReset: reset };

  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: '1px solid rgba(0,0,0,0.08)' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4.5 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
            {titleFilters.ready ? title : <Skeleton width="60%" />}
          </Typography>
          <Typography
            sx={{ mt: 0.75, color: 'text.secondary', minHeight: '1.5em' }}
            aria-live="polite"
          >
            {total !== null ? matchCount(productName, total) : '\u00a0'}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <ViewSwitch view={mapUrl.view} hrefFor={viewHref} />
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg">
        <ListTopBar
          sort={sort}
          filterCount={filterCount}
          onOpenSort={() => openDrawer('sort')}
          onOpenFilters={() => openDrawer('filters')}
          onReset={reset}
          filtersInDrawer={mapView}
        />
        {mapUrl.bbox ? (
          <Suspense fallback={null}>
            <AreaNotice onClear={clearArea} />
          </Suspense>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              lg: mapView ? 'minmax(0, 1fr) minmax(0, 1fr)' : '280px 1fr',
            },
            gap: 3,
            alignItems: 'start',
            pb: 6,
          }}
        >
          <Paper
            component="aside"
            aria-label="Filters"
            variant="outlined"
            sx={{
              display: { xs: 'none', lg: mapView ? 'none' : 'block' },
              position: 'sticky',
              top: 88,
              overflow: 'hidden',
            }}
          >
            <Typography component="h2" sx={{ fontWeight: 700, px: 2, pt: 2, pb: 1 }}>
              Filters
            </Typography>
            {wide && !mapView ? (
              <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
                <FiltersPanel {...panelProps} />
              </Suspense>
            ) : null}
          </Paper>

          {mapView ? (
            <Box sx={{ order: { lg: 2 }, position: { lg: 'sticky' }, top: { lg: 88 } }}>
              <Suspense fallback={null}>
                <ResultsMapPanel
                  query={pointsQueryOf(query)}
                  area={mapUrl.bbox}
                  enabled={isSettled}
                  onSearchArea={searchArea}
                  selection={{
                    hoveredId,
                    selectedId,
                    onHover: setHoveredId,
                    onSelect: setSelectedId,
                  }}
                />
              </Suspense>
            </Box>
          ) : null}
          <Box component="section" aria-label="Results" sx={{ minWidth: 0, position: 'relative' }}>
            {list.isFetching && list.data ? (
              <LinearProgress
                sx={{ position: 'absolute', top: -8, left: 0, right: 0, borderRadius: 2 }}
              />
            ) : null}
            <UnknownHoursNotice
              product={productName}
              openOn={effective.openOn}
              hoursUnknown={list.data?.metadata.hoursUnknown}
              included={effective.includeUnknownHours}
              onInclude={(include) => update({ includeUnknownHours: include })}
            />
            {list.isPending && !list.isError ? (
              <PageLoading text={listTexts.loadingList(productName)} />
            ) : total === 0 ? (
              <EmptyResults message={emptyMessage} onReset={filterCount > 0 ? reset : undefined} />
            ) : (
              <>
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: {
                      xs: '1fr',
                      sm: 'repeat(2, minmax(0, 1fr))',
                      md: mapView ? 'repeat(2, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))',
                    },
                    gap: { xs: 2, md: 2.5 },
                  }}
                >
                  {results.slice(0, shownCount).map((attraction, index) => {
                    const card = (
                      <AttractionCard
                        key={attraction.id}
                        attraction={attraction}
                        headingLevel="h2"
                        priority={index < PRIORITY_CARDS}
                        filters={effective}
                      />
                    );
                    return mapView ? (
                      // Until the frame's code arrives (with the map's), the plain card shows.
                      <Suspense key={attraction.id} fallback={card}>
                        <MapCardFrame
                          name={attraction.name}
                          hovered={hoveredId === attraction.id}
                          selected={selectedId === attraction.id}
                          onHover={(on) => setHoveredId(on ? attraction.id : null)}
                          onShowOnMap={() => setSelectedId(attraction.id)}
                        >
                          {card}
                        </MapCardFrame>
                      </Suspense>
                    ) : (
                      card
                    );
                  })}
                </Box>
                <ResultsPager
                  page={effective.page}
                  totalPages={list.data?.metadata.totalPages ?? 1}
                  hrefFor={(page) => withMapUrl(listSearch({ ...state, page }), mapUrl) || '?'}
                />
              </>
            )}
          </Box>
        </Box>
      </Container>

      <Suspense fallback={null}>
        {drawersUsed.sort ? (
          <SortDrawer
            open={drawer === 'sort'}
            onClose={() => setDrawer(null)}
            value={sort}
            onChange={(next) => update({ sort: next })}
          />
        ) : null}
        {drawersUsed.filters ? (
          <FiltersDrawer
            open={drawer === 'filters'}
            onClose={() => setDrawer(null)}
            {...panelProps}
          />
        ) : null}
      </Suspense>
    </>
  );
}
