import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../providers/use-page-title';
import { PageLoading } from '../../components/PageLoading';
import { useShortlist } from '../../components/shortlist/use-shortlist';
import {
  moveShortlisted,
  parseSharedShortlist,
  shortlistShareSearch,
  type Shortlist,
} from '../../lib/shortlist-store';
import type { ListView } from '../../components/results-map/map-url';
import { PlanADayButton } from './PlanADayButton';
import { ShareShortlist } from './ShareShortlist';
import { ShortlistHeader } from './ShortlistHeader';
import { ShortlistName } from './ShortlistName';
import { ShortlistPlaces } from './ShortlistPlaces';
import { useDroppedPlaceCount } from './use-dropped-places';
import { useShortlistedPlaces } from './use-shortlisted-places';

const goneNote = (count: number) =>
  count === 1
    ? 'One place is no longer listed, so it has dropped off this shortlist.'
    : `${count} places are no longer listed, so they have dropped off this shortlist.`;

/**
 * /shortlist/ (decision 091): the visitor's own shortlist to rename, reorder, trim and share, or, with
 * ?ids=…&name=…, a shortlist shared with them, to look at and save as their own. List or map,
 * like the results (view=map).
 */
export default function ShortlistPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { shortlist: own, save } = useShortlist();
  const shared = useMemo(() => parseSharedShortlist(params), [params]);
  const shortlist = shared ?? own;
  const view: ListView = params.get('view') === 'map' ? 'map' : 'list';
  const { places, gone, isPending } = useShortlistedPlaces(shortlist.ids);
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const goneCount = useDroppedPlaceCount({ shared, own, gone, save });
  usePageTitle(shortlist.name);

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
  const empty = shortlist.ids.length === 0;

  return (
    <>
      <ShortlistHeader
        name={shortlist.name}
        isShared={shared !== null}
        savedCount={shortlist.ids.length}
        shownCount={places.length}
        view={view}
        viewHref={viewHref}
      />
      <Container maxWidth="lg" sx={{ py: 3, pb: 6 }}>
        <Stack spacing={2.5}>
          {shared ? <SaveSharedNotice ownCount={own.ids.length} onSave={saveShared} /> : null}
          {goneCount > 0 ? <Alert severity="warning">{goneNote(goneCount)}</Alert> : null}

          {empty ? (
            <EmptyShortlist />
          ) : isPending && places.length === 0 ? (
            <PageLoading text="Fetching your shortlist..." />
          ) : (
            <>
              {!shared ? <OwnShortlistTools own={own} save={save} /> : null}
              <div>
                {/* Every place not known to be gone, in the shortlist's order: while the places
                    still load, the ones read so far would make a plan of part of the list. */}
                <PlanADayButton ids={shortlist.ids.filter((id) => !gone.includes(id))} />
              </div>
              <ShortlistPlaces
                listName={shortlist.name}
                places={places}
                view={view}
                loading={isPending}
                highlight={{
                  hoveredId,
                  selectedId,
                  onHover: setHoveredId,
                  onSelect: setSelectedId,
                }}
                onMove={shared ? undefined : (id, by) => save(moveShortlisted(own, id, by))}
                onRemove={
                  shared
                    ? undefined
                    : (removed) => save({ ...own, ids: own.ids.filter((id) => id !== removed) })
                }
              />
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

/** On a list shared with the visitor: save it as theirs, saying what that does to their own. */
function SaveSharedNotice({ ownCount, onSave }: { ownCount: number; onSave: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" onClick={onSave}>
          Save as my shortlist
        </Button>
      }
    >
      {ownCount > 0
        ? `Saving it replaces your own shortlist of ${ownCount}.`
        : 'Save it to keep it in this browser.'}
    </Alert>
  );
}

function EmptyShortlist() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography sx={{ mb: 2 }}>
        Tap the heart on any place to save it here. Your shortlist stays in this browser; no account
        needed.
      </Typography>
      <Button component={RouterLink} to="/attractions/" variant="outlined">
        Browse places
      </Button>
    </Box>
  );
}

/** The visitor's own list only: rename it and share it. */
function OwnShortlistTools({ own, save }: { own: Shortlist; save: (next: Shortlist) => void }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <ShortlistName key={own.name} name={own.name} onRename={(name) => save({ ...own, name })} />
      <ShareShortlist shortlist={own} />
    </Stack>
  );
}
