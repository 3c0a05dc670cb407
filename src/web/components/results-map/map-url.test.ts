import { describe, expect, it } from 'vitest';
import { parseMapUrl, withMapUrl } from './map-url';

describe('the map state in the list URL', () => {
  it('reads view=map and a valid bbox, and falls back to the list for anything else', () => {
    expect(parseMapUrl(new URLSearchParams('view=map&bbox=-1,50,1,52'))).toEqual({
      view: 'map',
      bbox: { west: -1, south: 50, east: 1, north: 52 },
    });
    expect(parseMapUrl(new URLSearchParams('view=grid&bbox=1,50,-1,52'))).toEqual({
      view: 'list',
      bbox: null,
    });
  });

  it('appends to the list’s query string, leaving defaults out', () => {
    const box = { west: -1, south: 50, east: 1, north: 52 };
    expect(withMapUrl('', { view: 'list', bbox: null })).toBe('');
    expect(withMapUrl('?category=zoo', { view: 'map', bbox: null })).toBe('?category=zoo&view=map');
    expect(withMapUrl('?page=2', { view: 'map', bbox: box })).toBe(
      '?page=2&view=map&bbox=-1,50,1,52',
    );
  });

  it('round-trips', () => {
    const state = {
      view: 'map' as const,
      bbox: { west: -0.5, south: 51.3, east: 0.25, north: 51.7 },
    };
    expect(parseMapUrl(new URLSearchParams(withMapUrl('', state)))).toEqual(state);
  });
});
