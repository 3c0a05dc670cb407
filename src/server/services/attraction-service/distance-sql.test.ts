import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../../../contract/distance.js';
import { boundingBox } from './distance-sql.js';

describe('boundingBox', () => {
  it('holds every point of the circle, for centres from the equator to the far north', () => {
    for (const latitude of [0, 30, 51.5, 60, 75, 85]) {
      for (const miles of [1, 10, 50, 500]) {
        const centre = { latitude, longitude: 10 };
        const box = boundingBox(centre, miles)!;
        for (let bearing = 0; bearing < 360; bearing += 5) {
          // A point just inside the circle on this bearing, by bisection on the true distance.
          let lo = 0;
          let hi = 3;
          const at = (t: number) => ({
            latitude: latitude + t * Math.cos((bearing * Math.PI) / 180) * (miles / 69),
            longitude:
              10 +
              (t * Math.sin((bearing * Math.PI) / 180) * (miles / 69)) /
                Math.cos((latitude * Math.PI) / 180),
          });
          for (let i = 0; i < 60; i++) {
            const mid = (lo + hi) / 2;
            if (distanceMiles(centre, at(mid)) <= miles) lo = mid;
            else hi = mid;
          }
          const point = at(lo);
          if (Math.abs(point.latitude) > 90) continue; // past the pole: not a point of this walk
          expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
          expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
          if (box.longitude) {
            expect(point.longitude).toBeGreaterThanOrEqual(box.longitude.min);
            expect(point.longitude).toBeLessThanOrEqual(box.longitude.max);
          }
        }
      }
    }
  });

  it('drops the longitude bound near a pole or across the antimeridian, and the box for huge radii', () => {
    expect(boundingBox({ latitude: 89.99, longitude: 0 }, 10)!.longitude).toBeUndefined();
    expect(boundingBox({ latitude: 0, longitude: 179.99 }, 10)!.longitude).toBeUndefined();
    expect(boundingBox({ latitude: 51.5, longitude: 0 }, 10)!.longitude).toBeDefined();
    expect(boundingBox({ latitude: 0, longitude: 0 }, 10_000)).toBeNull();
  });
});
