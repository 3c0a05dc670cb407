-- Each place's nearest GB railway station by straight line (decision 150), kept by the
-- database itself so every way a place is added or moved (the forms, the seed, the open-data
-- import, a moderator's location editor) keeps it right. Haversine with R = 6371 km, as
-- distance-sql.ts. A box of 0.2 degrees of latitude and 0.35 of longitude (at least 17 km each
-- way in Great Britain) finds the candidates by index; only a place further than 17 km from every
-- station in its box needs the whole table.
CREATE FUNCTION railway_station_metres(from_lat double precision, from_lng double precision,
  lat double precision, lng double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 2 * 6371000 * asin(least(1, sqrt(
    power(sin(radians(lat - from_lat) / 2), 2)
    + cos(radians(from_lat)) * cos(radians(lat)) * power(sin(radians(lng - from_lng) / 2), 2))))
$$;--> statement-breakpoint
CREATE FUNCTION attractions_set_nearest_station() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found_code text;
  found_metres double precision;
BEGIN
  NEW.nearest_station_code := NULL;
  NEW.nearest_station_metres := NULL;
  -- The dataset covers Great Britain only: a place in Northern Ireland has no station in it.
  IF NEW.latitude IS NULL OR NEW.longitude IS NULL
     OR NEW.region_id IN (SELECT r.id FROM regions r WHERE r.region_name = 'northernireland') THEN
    RETURN NEW;
  END IF;
  SELECT s.crs_code, railway_station_metres(NEW.latitude, NEW.longitude, s.latitude, s.longitude)
    INTO found_code, found_metres
    FROM railway_stations s
    WHERE s.latitude BETWEEN NEW.latitude - 0.2 AND NEW.latitude + 0.2
      AND s.longitude BETWEEN NEW.longitude - 0.35 AND NEW.longitude + 0.35
    ORDER BY 2, 1 LIMIT 1;
  IF found_code IS NULL OR found_metres > 17000 THEN
    SELECT s.crs_code, railway_station_metres(NEW.latitude, NEW.longitude, s.latitude, s.longitude)
      INTO found_code, found_metres
      FROM railway_stations s
      ORDER BY 2, 1 LIMIT 1;
  END IF;
  NEW.nearest_station_code := found_code;
  NEW.nearest_station_metres := round(found_metres);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER attractions_nearest_station_insert BEFORE INSERT ON attractions
  FOR EACH ROW EXECUTE FUNCTION attractions_set_nearest_station();--> statement-breakpoint
CREATE TRIGGER attractions_nearest_station_update BEFORE UPDATE OF latitude, longitude, region_id
  ON attractions FOR EACH ROW EXECUTE FUNCTION attractions_set_nearest_station();
