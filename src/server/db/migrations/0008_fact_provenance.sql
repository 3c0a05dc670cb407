CREATE TABLE "attraction_facts" (
	"attraction_id" integer NOT NULL,
	"fact_group" text NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"as_of" date NOT NULL,
	"as_of_precision" text NOT NULL,
	"note" text,
	"recorded_by" text,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attraction_facts_attraction_id_fact_group_pk" PRIMARY KEY("attraction_id","fact_group"),
	CONSTRAINT "attraction_facts_group" CHECK ("attraction_facts"."fact_group" in ('hours', 'access', 'prices', 'suitability', 'essentials')),
	CONSTRAINT "attraction_facts_source" CHECK ("attraction_facts"."source" in ('website', 'published', 'venue', 'visitor', 'moderator', 'open-data')),
	CONSTRAINT "attraction_facts_as_of_precision" CHECK ("attraction_facts"."as_of_precision" in ('day', 'month', 'year', 'stored')),
	CONSTRAINT "attraction_facts_url_needed" CHECK ("attraction_facts"."url" is not null or "attraction_facts"."source" in ('venue', 'visitor', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "fact_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fact_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attraction_id" integer NOT NULL,
	"fact_group" text NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_confirmations_group" CHECK ("fact_confirmations"."fact_group" in ('hours', 'access', 'prices', 'suitability', 'essentials'))
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reason";--> statement-breakpoint
ALTER TABLE "attraction_group_members" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "typical_setting" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "typical_kind" text;--> statement-breakpoint
ALTER TABLE "attraction_facts" ADD CONSTRAINT "attraction_facts_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_confirmations" ADD CONSTRAINT "fact_confirmations_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attraction_facts_group_as_of_idx" ON "attraction_facts" USING btree ("fact_group","as_of");--> statement-breakpoint
CREATE INDEX "fact_confirmations_attraction_idx" ON "fact_confirmations" USING btree ("attraction_id","fact_group","created_at");--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_typical_setting" CHECK (("attractions"."typical_setting" is null) = ("attractions"."typical_kind" is null) and "attractions"."typical_setting" in ('indoor', 'outdoor', 'mixed'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason" CHECK ("reports"."reason" in ('closed', 'hours', 'prices', 'access', 'suitability', 'essentials', 'contact', 'location', 'other'));