import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { MapPoint } from '../../../contract/attraction-points';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useUserLocation } from '../../providers/location';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { PageLoading } from '../../components/PageLoading';
import { useShortlist } from '../../components/shortlist/use-shortlist';
import {
  moveShortlisted,
  parseSharedShortlist,
  shortlistShareSearch,
} from '../../lib/shortlist-store';
import { ResultsMapSurface } from '../../components/results-map/ResultsMapSurface';
import { ViewSwitch } from '../../components/results-map/ViewSwitch';
import type { ListView } from '../../components/results-map/map-url';
import { ShareShortlist } from './ShareShortlist';
import { ShortlistName } from './ShortlistName';
import { ShortlistRow } from './ShortlistRow';
import { useShortlistedPlaces } from './use-shortlisted-places';

const goneNote = (count: number) =>
  count === 1
    ? 'One place is no longer listed, so it has dropped off this shortlist.'
    : `${count} places are no longer listed, so they have dropped off this shortlist.`;

/**
 * /shortlist/ (issue 19): the visitor's own shortlist to rename, reorder, trim and share, or, with
 * ?ids=…&name=…, a shortlist shared with them, to look at and save as their own. List or map,
 * like the results (view=map).
 */
export default function ShortlistPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mapTileUrl } = useSiteConfig();
  const { location } = useUserLocation();
  const { shortlist: own, save } = useShortlist();
  const shared = useMemo(() => parseSharedShortlist(params), [params]);
  const shortlist = shared ?? own;
  const view: ListView = params.get('view') === 'map' ? 'map' : 'list';
  const { places, gone, isPending } = useShortlistedPlaces(shortlist.ids);
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Places no longer live leave the visitor's own list for good, with a note saying so; the
  // note remembers them after the stored list has let them go.
  const [droppedFromOwn, setDroppedFromOwn] = useState<number[]>([]);
  const newlyGone = shared ? [] : gone.filter((id) => !droppedFromOwn.includes(id));
  if (newlyGone.length > 0) setDroppedFromOwn([...droppedFromOwn, ...newlyGone]);
  useEffect(() => {
    if (shared || gone.length === 0) return;
    save({ ...own, ids: own.ids.filter((id) => !gone.includes(id)) });
  }, [shared, gone, own, save]);
  usePageTitle(shortlist.name);

  const points: MapPoint[] = useMemo(
    () =>
      places.flatMap((a) =>
        a.location.coordinates
          ? [
              {
                id: a.id,
                ...a.location.coordinates,
                category: a.mainCategory?.categoryName ?? null,
              },
            ]
          : [],
      ),
    [places],
  );

  const viewHref = (next: ListView) => {
    const search = new URLSearchParams(shared ? shortlistShareSearch(shared) : '');
    if (next === 'map') search.set('view', 'map');
    const text = search.toString().replaceAll('%2C', ',');
    return text ? `?${text}` : '?';
  };
  const saveShared = () => {
    if (!shared) return;
    save({ ...shared, ids: shared.ids.filter((id) => !gone.includes(id)) });
    void navigate('/shortlist/');
  };

  const goneCount = shared ? gone.length : droppedFromOwn.length;
  const empty = shortlist.ids.length === 0;

  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: '1px solid rgba(0,0,0,0.08)' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4.5 } }}>
          {shared || shortlist.name !== PAGE_NAMES.shortlist ? (
            <Typography
              component="p"
              sx={{ color: 'primary.main', fontWeight: 700, fontSize: '0.85rem', mb: 0.5 }}
            >
              {shared ? 'A shortlist shared with you' : PAGE_NAMES.shortlist}
            </Typography>
          ) : null}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
            {shortlist.name}
          </Typography>
          <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>
            {empty
              ? 'Nothing saved yet.'
              : `${places.length || shortlist.ids.length} ${shortlist.ids.length === 1 ? 'place' : 'places'}`}
          </Typography>
          {!empty ? (
            <Box sx={{ mt: 2 }}>
              <ViewSwitch view={view} hrefFor={viewHref} />
            </Box>
          ) : null}
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: 3, pb: 6 }}>
        <Stack spacing={2.5}>
          {shared ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" onClick={saveShared}>
                  Save as my shortlist
                </Button>
              }
            >
              {own.ids.length > 0
                ? `Saving it replaces your own shortlist of ${own.ids.length}.`
                : 'Save it to keep it in this browser.'}
            </Alert>
          ) : null}
          {goneCount > 0 ? <Alert severity="warning">{goneNote(goneCount)}</Alert> : null}

          {empty ? (
            <Box sx={{ textAlign: 'center', py: 6 }}>
              <Typography sx={{ mb: 2 }}>
                Tap the heart on any place to save it here. Your shortlist stays in this browser; no
                account needed.
              </Typography>
              <Button component={RouterLink} to="/attractions/" variant="outlined">
                Browse places
              </Button>
            </Box>
          ) : isPending && places.length === 0 ? (
            <PageLoading text="Fetching your shortlist..." />
          ) : (
            <>
              {!shared ? (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <ShortlistName
                    key={own.name}
                    name={own.name}
                    onRename={(name) => save({ ...own, name })}
                  />
                  <ShareShortlist shortlist={own} />
                </Stack>
              ) : null}
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: {
                    xs: '1fr',
                    lg: view === 'map' ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr',
                  },
                  alignItems: 'start',
                }}
              >
                {view === 'map' ? (
                  <Box sx={{ order: { lg: 2 }, position: { lg: 'sticky' }, top: { lg: 88 } }}>
                    <ResultsMapSurface
                      label="Map of the shortlist"
                      loading={isPending}
                      height={{ xs: '55vh', lg: 'calc(100vh - 120px)' }}
                      points={points}
                      tileUrl={mapTileUrl}
                      userLocation={location}
                      area={null}
                      hoveredId={hoveredId}
                      selectedId={selectedId}
                      onHover={setHoveredId}
                      onSelect={setSelectedId}
                    />
                  </Box>
                ) : null}
                <Stack
                  component="ol"
                  aria-label={`Places on ${shortlist.name}`}
                  spacing={1.5}
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {places.map((attraction, index) => (
                    <ShortlistRow
                      key={attraction.id}
                      attraction={attraction}
                      position={index + 1}
                      count={places.length}
                      highlighted={hoveredId === attraction.id || selectedId === attraction.id}
                      onHover={(on) => setHoveredId(on ? attraction.id : null)}
                      onMove={
                        shared ? undefined : (by) => save(moveShortlisted(own, attraction.id, by))
                      }
                      onRemove={
                        shared
                          ? undefined
                          : () =>
                              save({ ...own, ids: own.ids.filter((id) => id !== attraction.id) })
                      }
                    />
                  ))}
                </Stack>
              </Box>
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
