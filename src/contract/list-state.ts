import {
  DEFAULT_DISTANCE,
  DEFAULT_SORT,
  DISTANCE_OPTIONS_MILES,
  type DistanceOption,
} from './constants.js';
import { queryCoordinates, type LatLng } from './distance.js';
import { ATTRACTION_SORTS, resolveAttractionSort, type AttractionSort } from './sorts.js';
import { toQueryString } from './query-string.js';
import { CAR_FREE_RADIUS_MILES, CAR_FREE_WALK_MINUTES } from './car-free-pages.js';
import {
  emptyFamilyFilters,
  familyFilterCount,
  familyQuery,
  parseFamilyListState,
  type FamilyListState,
} from './family-list-state.js';

/**
 * The list page's state lives in its URL (SPEC §4 Filters): page, sort, category, region,
 * facility, search and distance. Parsing is forgiving (a hand-edited URL with a bad value still
 * shows a list), and writing leaves defaults out, so a URL reproduces the view exactly and
 * Back/Forward step through the visitor's changes.
 */
export interface ListState extends FamilyListState {
  page: number;
  /** Only an explicit choice; null means SPEC §4's default. */
  sort: AttractionSort | null;
  categories: string[];
  regions: string[];
  facilities: string[];
  search: string | null;
  distance: DistanceOption;
}

/**
 * The path parameter that pre-selects a filter: /categories/{name}, /search/{text} and so on.
 * 'carFree' is a city's car-free page (/car-free/{city}): it pre-selects a walk to a station and a
 * distance from the city (contract/car-free-pages.ts).
 */
export type PathFilterKind = 'category' | 'region' | 'facility' | 'search' | 'carFree';
export interface PathFilter {
  kind: PathFilterKind;
  value: string;
}

const SLUG = /^[a-z0-9]+$/;

function slugs(params: URLSearchParams, key: string): string[] {
  return [
    ...new Set(
      params
        .getAll(key)
        .map((v) => v.trim().toLowerCase())
        .filter((v) => SLUG.test(v)),
    ),
  ];
}

export function parseListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const distance = Number(params.get('distance'));
  const search = params.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: (ATTRACTION_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as AttractionSort)
      : null,
    categories: slugs(params, 'category'),
    regions: slugs(params, 'region'),
    facilities: slugs(params, 'facility'),
    search: search ? search : null,
    distance: (DISTANCE_OPTIONS_MILES as readonly unknown[]).includes(distance)
      ? (distance as DistanceOption)
      : DEFAULT_DISTANCE,
    ...parseFamilyListState(params),
  };
}

/** '?page=2&sort=a-z&category=zoo...' in SPEC §9's key order, or '' for the default view. */
export function listSearch(state: ListState): string {
  return toQueryString({
    page: state.page > 1 ? state.page : undefined,
    sort: state.sort ?? undefined,
    category: state.categories,
    region: state.regions,
    facility: state.facilities,
    search: state.search ?? undefined,
    distance: state.distance === DEFAULT_DISTANCE ? undefined : state.distance,
    ...familyQuery(state),
  });
}

/** SPEC §4: changing a filter or the sort goes back to page 1. */
export function changeFilters(
  state: ListState,
  changes: Partial<Omit<ListState, 'page'>>,
): ListState {
  return { ...state, ...changes, page: 1 };
}

export const emptyFilters = {
  categories: [],
  regions: [],
  facilities: [],
  search: null,
  distance: DEFAULT_DISTANCE,
  ...emptyFamilyFilters,
} satisfies Partial<ListState>;

/** The state the list is asked for: the URL's, plus the path's pre-selected filter. */
export function withPathFilter(state: ListState, filter: PathFilter | null): ListState {
  if (!filter || filter.value.trim() === '') return state;
  const add = (list: string[], value: string) => (list.includes(value) ? list : [value, ...list]);
  const value = filter.value.trim();
  switch (filter.kind) {
    case 'category':
      return { ...state, categories: add(state.categories, value.toLowerCase()) };
    case 'region':
      return { ...state, regions: add(state.regions, value.toLowerCase()) };
    case 'facility':
      return { ...state, facilities: add(state.facilities, value.toLowerCase()) };
    case 'search':
      return { ...state, search: value };
    case 'carFree':
      // Narrowed or widened by the visitor, never turned off: that is the plain list.
      return {
        ...state,
        nearStation: state.nearStation ?? CAR_FREE_WALK_MINUTES,
        distance: state.distance === 'any' ? CAR_FREE_RADIUS_MILES : state.distance,
      };
  }
}

/** The state with every filter a page's path pre-selects (a landing page's region and category). */
export function withPathFilters(state: ListState, filters: readonly PathFilter[]): ListState {
  return filters.reduce(withPathFilter, state);
}

/** Active filters for the Filters badge: each ticked value, the search and a distance limit. */
export function activeFilterCount(state: ListState): number {
  return (
    state.categories.length +
    state.regions.length +
    state.facilities.length +
    (state.distance === DEFAULT_DISTANCE ? 0 : 1) +
    familyFilterCount(state)
  );
}

/**
 * The order a list page shows when its URL names none. A landing page (one region's places of
 * one category, "Museums in Yorkshire", or a city's car-free days out) is where a family starts
 * choosing, so it opens on
 * Recommended (decision 117); every other list keeps SPEC's default.
 */
export function pageDefaultSort(pathFilterKinds: readonly PathFilterKind[]): AttractionSort {
  const landing =
    (pathFilterKinds.includes('region') && pathFilterKinds.includes('category')) ||
    pathFilterKinds.includes('carFree');
  return landing ? 'recommended' : DEFAULT_SORT;
}

/** Results per page: divides evenly into rows of 1, 2 and 3 cards. */
export const LIST_PAGE_SIZE = 24;

/**
 * The API query (SPEC §7) that shows a list state to a visitor at `point`: the browser sends it,
 * and the server's render of the page asks the same (decision 097), so the page it sends is
 * the page the browser then shows. The visitor always has a location (device, stored or
 * London), so the default sort is a distance sort.
 */
export function listApiQuery(
  state: ListState,
  point: LatLng,
  pathFilterKinds: readonly PathFilterKind[] = [],
) {
  return {
    category: state.categories,
    region: state.regions,
    facility: state.facilities,
    search: state.search ?? undefined,
    sort: resolveAttractionSort(
      { sort: state.sort ?? undefined, search: state.search ?? undefined },
      true,
      pageDefaultSort(pathFilterKinds),
    ),
    page: state.page,
    pageSize: LIST_PAGE_SIZE,
    ...queryCoordinates(point),
    maxDistance: state.distance === 'any' ? undefined : state.distance,
    ...familyQuery(state),
  };
}
