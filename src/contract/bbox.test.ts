import { describe, expect, it } from 'vitest';
import { bboxContains, formatBbox, parseBbox } from './bbox.js';
import { attractionQuerySchema } from './attraction-query.js';

describe('parseBbox', () => {
  it('reads west,south,east,north with spaces and signs', () => {
    expect(parseBbox('-0.6, 51.25 ,+0.35,51.72')).toEqual({
      west: -0.6,
      south: 51.25,
      east: 0.35,
      north: 51.72,
    });
    expect(parseBbox('-180,-90,180,90')).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });

  it.each([
    '',
    '1,2,3',
    '1,2,3,4,5',
    'a,1,2,3',
    '1e1,1,20,3',
    '0x1,1,2,3',
    '1,,2,3',
    'NaN,1,2,3',
    '2,1,1,3', // inverted west/east
    '1,3,2,1', // inverted south/north
    '1,1,1,2', // no width
    '-181,1,2,3',
    '1,-91,2,3',
    '1,1,181,3',
    '1,1,2,91',
  ])('refuses %j', (raw) => {
    expect(parseBbox(raw)).toBeNull();
  });
});

describe('formatBbox', () => {
  it('rounds each edge outwards to 5 decimals and clamps to the globe', () => {
    expect(formatBbox({ west: -0.1234567, south: 51.1234567, east: 0.1234561, north: 51.5 })).toBe(
      '-0.12346,51.12345,0.12346,51.5',
    );
    expect(formatBbox({ west: -200, south: -95, east: 200, north: 95 })).toBe('-180,-90,180,90');
  });

  it('writes what parseBbox reads, holding the original box', () => {
    const box = { west: -2.345678, south: 53.111111, east: -2.1, north: 53.2 };
    const round = parseBbox(formatBbox(box))!;
    expect(round.west).toBeLessThanOrEqual(box.west);
    expect(round.south).toBeLessThanOrEqual(box.south);
    expect(round.east).toBeGreaterThanOrEqual(box.east);
    expect(round.north).toBeGreaterThanOrEqual(box.north);
  });
});

it('bboxContains includes the edges', () => {
  const box = { west: 0, south: 50, east: 1, north: 51 };
  expect(bboxContains(box, { latitude: 50, longitude: 1 })).toBe(true);
  expect(bboxContains(box, { latitude: 51.01, longitude: 0.5 })).toBe(false);
});

describe('the bbox query parameter', () => {
  it('parses to a box, treats empty as absent and names bbox when refused', () => {
    expect(attractionQuerySchema.parse({ bbox: '-1,50,1,52' }).bbox).toEqual({
      west: -1,
      south: 50,
      east: 1,
      north: 52,
    });
    expect(attractionQuerySchema.parse({ bbox: ' ' }).bbox).toBeUndefined();
    const issues = attractionQuerySchema.safeParse({ bbox: '1,50,-1,52' }).error?.issues ?? [];
    expect(issues.map((i) => i.path.join('.'))).toEqual(['bbox']);
  });
});
