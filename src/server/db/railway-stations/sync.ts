// Loads the GB railway stations of the npm package uk-railway-stations (ODbL 1.0, decision 150)
// into railway_stations. Runs at every start after the migrations; it does nothing unless the
// installed release differs from the one loaded, and then reloads the table and recomputes every
// place's nearest station in the same transaction (the trigger of migration
// nearest_station_trigger does the computing).
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { railwayStationDataset, railwayStations } from '../schema.js';

/** One row of the package's stations.json (its d.ts leaves out constituentCountry). */
interface PackageStation {
  stationName: string;
  lat: number;
  long: number;
  crsCode: string;
  constituentCountry?: string;
}

const require = createRequire(import.meta.url);

export function packagedStations(): { version: string; stations: PackageStation[] } {
  const stations = require('uk-railway-stations/stations.json') as PackageStation[];
  const { version } = require('uk-railway-stations/package.json') as { version: string };
  return { version: `${version}:${stations.length}`, stations };
}

// Any database of drizzle's node-postgres flavour: the app's or the migration lock's client.
type AnyDb = NodePgDatabase<Record<string, unknown>>;

/** The number of stations loaded, or null when the table already holds this release. */
export async function syncRailwayStations(db: AnyDb): Promise<number | null> {
  const { version, stations } = packagedStations();
  const loaded = await db.select().from(railwayStationDataset);
  if (loaded.length === 1 && loaded[0]!.version === version) return null;
  await db.transaction(async (tx) => {
    await tx.delete(railwayStations);
    await tx.insert(railwayStations).values(
      stations.map((s) => ({
        crsCode: s.crsCode,
        name: s.stationName,
        latitude: s.lat,
        longitude: s.long,
      })),
    );
    await tx.delete(railwayStationDataset);
    await tx.insert(railwayStationDataset).values({ version });
    // Naming the column in SET fires the BEFORE UPDATE OF latitude trigger for every place.
    await tx.execute(sql`update attractions set latitude = latitude where latitude is not null`);
  });
  return stations.length;
}
