import { Box, Container, useTheme } from '@mui/material';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { LatLng } from '../../../contract/distance';
import { useAttractions } from '../../api/get-attractions';
import { useBrowserServices } from '../../providers/browser-services';
import { useUserLocation } from '../../providers/location';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { usePageMeta } from '../../providers/use-page-meta';
import { usePathFilterMeta } from './use-path-filter-meta';
import { activeFilterCount, listApiQuery, type PathFilterKind } from '../../../contract/list-state';
import { listTitle, matchCount } from './list-title';
import { unknownHoursIncluded } from './unknown-hours-included';
import { ListTopBar } from './ListTopBar';
import { useTitleFilters } from './use-list-titles';
import { formatBbox } from '../../../contract/bbox';
import { pointsQueryOf } from '../../api/get-attraction-points';
import { FiltersAside } from './FiltersAside';
import { ListDrawers, useListDrawers } from './ListDrawers';
import { LandingLinks } from './LandingLinks';
import { ListHeading } from './ListHeading';
import { ResultsSection } from './ResultsSection';
import { useListUrl } from './use-list-url';
import { useMediaMatch } from '../../lib/use-media-match';

// The map, its pins and Leaflet load only in the map view (decision 090). The drawers, the filter
// groups and the map's card frame load lazily too, in the modules that show them.
const ResultsMapPanel = lazy(() => import('../../components/results-map/ResultsMapPanel'));
const AreaNotice = lazy(() => import('../../components/results-map/AreaNotice'));

interface AttractionsPageProps {
  /** What the page's path pre-selects: ['category'] at /categories/{name}, and so on. */
  pathFilters?: readonly PathFilterKind[];
  /**
   * A page about one place (a city's car-free page): distances and the order are from here, not
   * from the visitor, and the page has its own heading and introduction.
   */
  about?: { point: LatLng; heading: string; intro: ReactNode };
}

/**
 * Whether the page is wide enough for the filters beside the results: false in a server render
 * and on the first browser render, so both agree, then the browser's answer (decision 193).
 */
function useWideLayout(): boolean {
  const query = useTheme().breakpoints.up('lg');
  return useMediaMatch(query.replace(/^@media /, ''));
}

/** Where the list's distances and order are measured from: the page's place, else the visitor. */
function useListOrigin(point: LatLng | undefined) {
  const visitor = useUserLocation();
  return point ? { location: point, isSettled: true } : visitor;
}

/**
 * The attractions list (SPEC §2, §4) at /attractions/, /search/{text} and the pre-filtered
 * paths. The URL is the state: every change navigates (pushing history), and the page renders
 * whatever the URL says.
 */
export default function AttractionsPage({ pathFilters: kinds = [], about }: AttractionsPageProps) {
  const { productName } = useSiteConfig();
  const services = useBrowserServices();
  const { location, isSettled } = useListOrigin(about?.point);
  const drawers = useListDrawers();
  const wide = useWideLayout();

  const url = useListUrl(kinds);
  const { state, effective, pathFilters, mapUrl, update, reset } = url;
  const mapView = mapUrl.view === 'map';
  const area = mapUrl.bbox ? formatBbox(mapUrl.bbox) : undefined;
  const query = { ...listApiQuery(effective, location, kinds), bbox: area };
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selection = { hoveredId, selectedId, onHover: setHoveredId, onSelect: setSelectedId };
  const { sort } = query;
  const list = useAttractions(query, isSettled);

  const total = list.isError ? 0 : (list.data?.metadata.totalResults ?? null);
  const included = unknownHoursIncluded(effective, list.data?.metadata.hoursUnknown);
  const titleFilters = useTitleFilters(effective);
  const title = listTitle(productName, titleFilters.filters, list.isPending ? null : total);
  usePageTitle(about?.heading ?? (titleFilters.ready ? title : 'Attractions'));
  usePageMeta(usePathFilterMeta(pathFilters, productName));

  // A new page of results starts at the top.
  useEffect(() => {
    services.scrollToTop();
  }, [effective.page, services]);

  const filterCount = activeFilterCount(effective);

  const panelProps = { state, pathFilters, onChange: update, onReset: reset };

  return (
    <>
      <ListHeading
        title={about?.heading ?? (titleFilters.ready ? title : null)}
        intro={about?.intro}
        count={total !== null ? matchCount(productName, total, included) : null}
        view={mapUrl.view}
        hrefFor={url.viewHref}
      />
      <LandingLinks pathFilters={pathFilters} />

      <Container maxWidth="lg">
        <ListTopBar
          sort={sort}
          filterCount={filterCount}
          onOpenSort={() => drawers.show('sort')}
          onOpenFilters={() => drawers.show('filters')}
          onReset={reset}
          filtersInDrawer={mapView}
        />
        {mapUrl.bbox ? (
          <Suspense fallback={null}>
            <AreaNotice onClear={url.clearArea} />
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
          <FiltersAside mapView={mapView} wide={wide} panel={panelProps} />
          {mapView ? (
            <Box sx={{ order: { lg: 2 }, position: { lg: 'sticky' }, top: { lg: 88 } }}>
              <Suspense fallback={null}>
                <ResultsMapPanel
                  query={pointsQueryOf(query)}
                  area={mapUrl.bbox}
                  enabled={isSettled}
                  onSearchArea={url.searchArea}
                  selection={selection}
                />
              </Suspense>
            </Box>
          ) : null}
          <ResultsSection
            list={list}
            total={total}
            filters={effective}
            filterCount={filterCount}
            product={productName}
            mapView={mapView}
            selection={selection}
            onChange={update}
            onReset={reset}
            pageHref={url.pageHref}
          />
        </Box>
      </Container>

      <ListDrawers
        drawers={drawers}
        sort={sort}
        onSort={(next) => update({ sort: next })}
        panel={panelProps}
      />
    </>
  );
}
