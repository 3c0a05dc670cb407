CREATE TABLE "attraction_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attraction_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attraction_id" integer NOT NULL,
	"status" text NOT NULL,
	"file_key" text NOT NULL,
	"widths" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"alt_text" text NOT NULL,
	"credit" text NOT NULL,
	"licence" text NOT NULL,
	"given_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "attraction_photos_status" CHECK ("attraction_photos"."status" in ('proposed', 'published', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "venue_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attraction_id" integer NOT NULL,
	"email" text NOT NULL,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone NOT NULL,
	"issued_by" text,
	"verified_at" timestamp with time zone,
	"session_token_hash" text,
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attraction_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"proposal_group" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"photo_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "venue_proposals_status" CHECK ("venue_proposals"."status" in ('pending', 'approved', 'rejected', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "attraction_photos" ADD CONSTRAINT "attraction_photos_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_claims" ADD CONSTRAINT "venue_claims_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_proposals" ADD CONSTRAINT "venue_proposals_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_proposals" ADD CONSTRAINT "venue_proposals_claim_id_venue_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."venue_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_proposals" ADD CONSTRAINT "venue_proposals_photo_id_attraction_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."attraction_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_proposals" ADD CONSTRAINT "venue_proposals_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attraction_photos_attraction_idx" ON "attraction_photos" USING btree ("attraction_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_claims_link_token_hash_key" ON "venue_claims" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_claims_session_token_hash_key" ON "venue_claims" USING btree ("session_token_hash");--> statement-breakpoint
CREATE INDEX "venue_claims_attraction_idx" ON "venue_claims" USING btree ("attraction_id");--> statement-breakpoint
CREATE INDEX "venue_proposals_status_idx" ON "venue_proposals" USING btree ("status","created_at");