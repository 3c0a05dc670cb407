// Issue 31: every live place in Great Britain carries its nearest railway station, the Northern
// Ireland ones say why not, the station follows a place that moves, and ?nearStation=N keeps the
// places within N minutes' walk. The oracle is a plain search of the package's stations in
// TypeScript, so both engines are held to the same rows.
import { beforeAll, expect, it } from 'vitest';
import type { Attraction } from '../../../src/contract/attraction.js';
import { distanceMiles } from '../../../src/contract/distance.js';
import { nearStationMessage, walkMinutes } from '../../../src/contract/nearest-station.js';
import { packagedStations } from '../../../src/server/db/railway-stations/sync.js';
import { createAdminToken } from '../../support/admin-token.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { attractionBody, call, M } from '../management-service/helpers.js';
import { get, list } from './support.js';

const { stations } = packagedStations();
const METRES_PER_MILE = 1609.344;

/** The nearest station by brute force: its code and whole metres. */
function oracle(at: { latitude: number; longitude: number }) {
  let best = { code: '', metres: Infinity };
  for (const s of stations) {
    const metres = distanceMiles(at, { latitude: s.lat, longitude: s.long }) * METRES_PER_MILE;
    if (metres < best.metres) best = { code: s.crsCode, metres };
  }
  return { code: best.code, metres: Math.round(best.metres) };
}

const everything = 'pageSize=1000&sort=a-z';
const names = (results: Attraction[]) => results.map((a) => a.name);

describeEachEngine('nearest railway station (issue 31)', (engine) => {
  const ctx = useTestApp(engine);
  let all: Attraction[] = [];
  beforeAll(async () => {
    all = (await list(ctx.app, everything)).results;
  });

  it('gives every place in Great Britain its nearest station, as a plain search finds it', () => {
    const gb = all.filter((a) => a.location.region?.regionName !== 'northernireland');
    expect(gb.length).toBeGreaterThan(300);
    for (const place of gb) {
      const expected = oracle(place.location.coordinates!);
      expect(place.nearestStation?.code, place.name).toBe(expected.code);
      expect(place.nearestStation?.walkMinutes, place.name).toBe(walkMinutes(expected.metres));
      expect(place.nearestStationMissing).toBeNull();
    }
  });

  it('says why a place in Northern Ireland has none', () => {
    const ni = all.filter((a) => a.location.region?.regionName === 'northernireland');
    expect(ni.length).toBeGreaterThan(0);
    for (const place of ni) {
      expect(place.nearestStation).toBeNull();
      expect(place.nearestStationMissing).toBe('northern-ireland');
    }
  });

  it('nearStation=20 lists exactly the places within 20 minutes of a station', async () => {
    const expected = all
      .filter((a) => (a.nearestStation?.walkMinutes ?? Infinity) <= 20)
      .map((a) => a.name);
    const answer = await list(ctx.app, `${everything}&nearStation=20`);
    expect(names(answer.results)).toEqual(expected);
    expect(answer.metadata.totalResults).toBe(expected.length);
    // Not trivially all or nothing.
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.length).toBeLessThan(all.length);
    const ten = await list(ctx.app, `${everything}&nearStation=10`);
    expect(ten.results.every((a) => a.nearestStation!.walkMinutes! <= 10)).toBe(true);
    expect(ten.results.length).toBeLessThan(expected.length);
  });

  it('refuses any other nearStation with a 400 naming it', async () => {
    for (const bad of ['15', 'near', '20&nearStation=30']) {
      const answer = await get<{ message: string }>(
        ctx.app,
        `/attraction-service/v2/attractions?nearStation=${bad}`,
      );
      expect(answer.status, bad).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(nearStationMessage);
    }
  });

  it('finds the station of a new place and follows it when it moves', async () => {
    const { token } = await createAdminToken(ctx.database, { username: 'stations' });
    const halifax = { latitude: 53.7215, longitude: -1.8547 };
    const created = await call(ctx.app, {
      method: 'POST',
      url: `${M}/attractions`,
      token,
      payload: attractionBody({
        location: {
          ...(attractionBody().location as object),
          coordinates: halifax,
          region: 'yorkshire',
        },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().response as { id: number };
    const read = async () => {
      const answer = await get<Attraction>(ctx.app, `/attraction-service/v2/attractions/${id}`, {
        token,
      });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const first = await read();
    expect(first.nearestStation).toMatchObject({ code: 'HFX', name: 'Halifax' });

    const moved = await call(ctx.app, {
      method: 'PUT',
      url: `${M}/attractions/${id}`,
      token,
      payload: attractionBody({
        location: {
          ...(attractionBody().location as object),
          coordinates: { latitude: 54.6, longitude: -5.93 },
          region: 'northernireland',
        },
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await read();
    expect(after.nearestStation).toBeNull();
    expect(after.nearestStationMissing).toBe('northern-ireland');
  });
});
