// The GB railway stations of the npm package uk-railway-stations (ODbL 1.0, decision 150),
// loaded at every start by db/railway-stations/sync.ts. A trigger on attractions (migration
// nearest_station_trigger) keeps each place's nearest station from this table.
import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

export const railwayStations = pgTable(
  'railway_stations',
  {
    /** The station's CRS code ('HFX'), unique per station. */
    crsCode: text('crs_code').primaryKey(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('railway_stations_latitude_idx').on(t.latitude)],
);

/** Which release of the package the table holds: a new release reloads it. */
export const railwayStationDataset = pgTable('railway_station_dataset', {
  version: text('version').primaryKey(),
});
