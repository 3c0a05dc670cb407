CREATE TABLE "open_data_records" (
	"source" text NOT NULL,
	"record_id" text NOT NULL,
	"attraction_id" integer,
	"outcome" text NOT NULL,
	"imported_values" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_data_records_source_record_id_pk" PRIMARY KEY("source","record_id"),
	CONSTRAINT "open_data_records_outcome" CHECK ("open_data_records"."outcome" in ('imported', 'merged'))
);
--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "open_data_records" ADD CONSTRAINT "open_data_records_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_data_records_attraction_idx" ON "open_data_records" USING btree ("attraction_id");--> statement-breakpoint
CREATE INDEX "attractions_source_idx" ON "attractions" USING btree ("source");--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_source_known" CHECK ("attractions"."source" in ('mappingmuseums', 'castlemap'));