CREATE TABLE "attraction_checks" (
	"attraction_id" integer NOT NULL,
	"fact_group" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"admin_user_id" integer,
	"checked_by" text NOT NULL,
	CONSTRAINT "attraction_checks_attraction_id_fact_group_pk" PRIMARY KEY("attraction_id","fact_group"),
	CONSTRAINT "attraction_checks_fact_group" CHECK ("attraction_checks"."fact_group" in ('whole', 'hours', 'prices', 'access', 'contact'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"attraction_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"closed_by_admin_id" integer,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_reason" CHECK ("reports"."reason" in ('closed', 'hours', 'prices', 'access', 'contact', 'location', 'other')),
	CONSTRAINT "reports_status" CHECK ("reports"."status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "reports_details_length" CHECK (char_length("reports"."details") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "closure_state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "closure_reopens_on" date;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "closure_note" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attraction_checks" ADD CONSTRAINT "attraction_checks_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_checks" ADD CONSTRAINT "attraction_checks_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_closed_by_admin_id_admin_users_id_fk" FOREIGN KEY ("closed_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attraction_checks_group_checked_idx" ON "attraction_checks" USING btree ("fact_group","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reference_key" ON "reports" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_idempotency_key_key" ON "reports" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_attraction_idx" ON "reports" USING btree ("attraction_id");--> statement-breakpoint
CREATE INDEX "attractions_live_closure_idx" ON "attractions" USING btree ("closure_state") WHERE "attractions"."is_live";--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_closure_state" CHECK ("attractions"."closure_state" in ('open', 'temporarilyClosed', 'permanentlyClosed'));--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_permanently_closed_not_live" CHECK (not ("attractions"."closure_state" = 'permanentlyClosed' and "attractions"."is_live"));