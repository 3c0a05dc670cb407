-- The "Car-free" filter (nearStation, decision 150) answered from its indexes alone. Beside a
-- category, places near a station are few and far between, so the nearest-first list (decision
-- 095) ranked ~3,000 places near stations by reading each one's row, then checked a wide box of
-- coordinates row by row: ~11 ms at 20,000 places against ~1 ms without the filter. With the
-- columns those two steps read inside two indexes of the places near a station, both are
-- index-only scans (~1.4 ms). Partial, so a list without the filter cannot mistake them for a
-- cheap way through every place (a full index-only scan beat its nearest-first index on cost).
-- 1846 m is the 30-minute walk's bound (maxStraightMetresForWalk(30) in
-- src/contract/nearest-station.ts), the widest choice: the 10 and 20 minutes' bounds imply it.
CREATE INDEX attractions_live_near_station_metres_idx ON attractions (nearest_station_metres)
  INCLUDE (category_ids, latitude, longitude)
  WHERE is_live AND nearest_station_metres <= 1846;--> statement-breakpoint
CREATE INDEX attractions_live_near_station_coordinates_idx ON attractions (latitude, longitude)
  INCLUDE (category_ids, nearest_station_metres, name, id)
  WHERE is_live AND nearest_station_metres <= 1846;
