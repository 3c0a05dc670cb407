import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { Bbox } from '../../../contract/bbox';
import {
  changeFilters,
  emptyFilters,
  listSearch,
  parseListState,
  withPathFilters,
  type ListState,
  type PathFilter,
  type PathFilterKind,
} from '../../../contract/list-state';
import { parseMapUrl, withMapUrl, type ListView } from '../../components/results-map/map-url';

const pathParam: Record<PathFilterKind, string> = {
  category: 'categoryName',
  region: 'regionName',
  facility: 'facilityName',
  search: 'searchText',
  carFree: 'citySlug',
};

/**
 * The list's state as the URL holds it (query string, path filter, map view and area), and the
 * moves that change it: each navigates, pushing history, so Back undoes it.
 */
export function useListUrl(kinds: readonly PathFilterKind[]) {
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const pathFilters: PathFilter[] = kinds.flatMap((kind) => {
    const value = params[pathParam[kind]];
    return value ? [{ kind, value }] : [];
  });
  const state = parseListState(searchParams);
  const mapUrl = parseMapUrl(searchParams);

  const go = (next: ListState, map = mapUrl) =>
    void navigate({ search: withMapUrl(listSearch(next), map) });
  const update = (changes: Partial<ListState>) => go(changeFilters(state, changes));
  return {
    state,
    /** The state with the path's filters applied: what the list shows. */
    effective: withPathFilters(state, pathFilters),
    pathFilters,
    mapUrl,
    update,
    reset: () => go(changeFilters(state, emptyFilters)),
    viewHref: (view: ListView) => withMapUrl(listSearch(state), { ...mapUrl, view }),
    pageHref: (page: number) => withMapUrl(listSearch({ ...state, page }), mapUrl) || '?',
    searchArea: (box: Bbox) => go({ ...state, page: 1 }, { view: 'map', bbox: box }),
    clearArea: () => go({ ...state, page: 1 }, { ...mapUrl, bbox: null }),
  };
}
