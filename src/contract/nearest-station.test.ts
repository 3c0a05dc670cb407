import { describe, expect, it } from 'vitest';
import {
  NEAR_STATION_MINUTES,
  maxStraightMetresForWalk,
  nearestStation,
  nearestStationLine,
  walkMinutes,
} from './nearest-station.js';
import { nearStationParam } from './nearest-station-schema.js';

describe('the walking estimate', () => {
  it('lengthens the straight line by 30 % at 3 mph, rounded up to 5 minutes', () => {
    expect(walkMinutes(0)).toBe(5);
    expect(walkMinutes(300)).toBe(5); // 390 m of route: just under 5 minutes
    expect(walkMinutes(400)).toBe(10); // 520 m: 6.5 minutes
    expect(walkMinutes(1230)).toBe(20);
  });

  it('gives no time past 45 minutes', () => {
    expect(walkMinutes(2769)).toBe(45);
    expect(walkMinutes(2800)).toBeNull();
  });

  it("agrees with the filter's bound at every metre", () => {
    for (const minutes of NEAR_STATION_MINUTES) {
      const bound = maxStraightMetresForWalk(minutes);
      expect(walkMinutes(bound)).toBeLessThanOrEqual(minutes);
      expect(walkMinutes(bound + 1)).toBeGreaterThan(minutes);
    }
  });

  it('reads as the issue words it', () => {
    expect(nearestStationLine(nearestStation('Halifax', 'HFX', 300))).toBe(
      "Nearest station: Halifax, 0.2 miles, about 5 minutes' walk",
    );
    expect(nearestStationLine(nearestStation('Dent', 'DNT', 6760))).toBe(
      "Nearest station: Dent, 4.2 miles, more than 45 minutes' walk",
    );
  });
});

describe('nearStation', () => {
  const parse = (raw: unknown) => nearStationParam().safeParse(raw);
  it('takes 10, 20 or 30', () => {
    expect(parse('20').data).toBe(20);
    expect(parse(30).data).toBe(30);
    expect(parse(undefined).data).toBeUndefined();
  });
  it('refuses anything else', () => {
    for (const raw of ['15', '0', 'abc', '20.0', '-10', ['10', '20']]) {
      expect(parse(raw).success, String(raw)).toBe(false);
    }
  });
});
