import { formatBbox, parseBbox, type Bbox } from '../../../contract/bbox';

/**
 * The list page's map state (docs/decisions/090), kept in the URL beside the list's own
 * state (decision 045): `view=map` shows the map, `bbox` is the area a visitor searched with
 * "Search this area". Both follow the list's keys, so a shared URL shows the same view.
 */
export type ListView = 'list' | 'map';

export interface MapUrlState {
  view: ListView;
  bbox: Bbox | null;
}

export function parseMapUrl(params: URLSearchParams): MapUrlState {
  const bbox = params.get('bbox');
  return {
    view: params.get('view') === 'map' ? 'map' : 'list',
    bbox: bbox ? parseBbox(bbox) : null,
  };
}

/** Adds the map state to a list query string ('' or '?…'), leaving the defaults out. */
export function withMapUrl(listSearch: string, map: MapUrlState): string {
  const params = new URLSearchParams(listSearch);
  if (map.view === 'map') params.set('view', 'map');
  if (map.bbox) params.set('bbox', formatBbox(map.bbox));
  const text = params.toString().replaceAll('%2C', ',');
  return text === '' ? '' : `?${text}`;
}
