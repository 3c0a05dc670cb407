import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maxStraightMetresForWalk, NEAR_STATION_MINUTES } from '../../contract/nearest-station.js';

// Migration 0019's partial indexes hold the places within the widest "Car-free" choice: if the
// walking estimate or the choices change, the index must change with them, or the filter's
// widest choice would fall back to reading rows.
describe('the near-station index', () => {
  it("covers the widest Car-free choice's bound", () => {
    const migration = readFileSync(
      path.join(import.meta.dirname, 'migrations/0019_car_free_covering_indexes.sql'),
      'utf8',
    );
    const bounds = [...migration.matchAll(/nearest_station_metres <= (\d+);/g)].map((m) =>
      Number(m[1]),
    );
    const widest = maxStraightMetresForWalk(Math.max(...NEAR_STATION_MINUTES) as 30);
    expect(bounds).toEqual([widest, widest]);
  });
});
