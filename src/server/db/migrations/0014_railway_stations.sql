CREATE TABLE "railway_station_dataset" (
	"version" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "railway_stations" (
	"crs_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "nearest_station_code" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "nearest_station_metres" integer;--> statement-breakpoint
CREATE INDEX "railway_stations_latitude_idx" ON "railway_stations" USING btree ("latitude");--> statement-breakpoint
CREATE INDEX "attractions_live_station_metres_idx" ON "attractions" USING btree ("nearest_station_metres") WHERE "attractions"."is_live";