CREATE TABLE "admin_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attraction_categories" (
	"attraction_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "attraction_categories_attraction_id_category_id_pk" PRIMARY KEY("attraction_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "attraction_facilities" (
	"attraction_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "attraction_facilities_attraction_id_facility_id_pk" PRIMARY KEY("attraction_id","facility_id"),
	CONSTRAINT "attraction_facilities_state" CHECK ("attraction_facilities"."state" in ('YES', 'NO', 'PARTIAL'))
);
--> statement-breakpoint
CREATE TABLE "attraction_facility_types" (
	"attraction_id" integer NOT NULL,
	"facility_type_id" integer NOT NULL,
	CONSTRAINT "attraction_facility_types_attraction_id_facility_type_id_pk" PRIMARY KEY("attraction_id","facility_type_id")
);
--> statement-breakpoint
CREATE TABLE "attraction_group_members" (
	"attraction_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "attraction_group_members_attraction_id_group_id_pk" PRIMARY KEY("attraction_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "attraction_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attraction_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" text NOT NULL,
	"display_name" text NOT NULL,
	"website_url" text NOT NULL,
	"main_category_id" integer,
	"description" text NOT NULL,
	"primary_colour" text NOT NULL,
	"secondary_colour" text NOT NULL,
	"text_colour" text DEFAULT '#FFFFFF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attraction_groups_group_id_slug" CHECK ("attraction_groups"."group_id" ~ '^[a-z0-9]+$'),
	CONSTRAINT "attraction_groups_display_name_length" CHECK (char_length("attraction_groups"."display_name") <= 32),
	CONSTRAINT "attraction_groups_description_length" CHECK (char_length("attraction_groups"."description") <= 750),
	CONSTRAINT "attraction_groups_primary_colour_hex" CHECK ("attraction_groups"."primary_colour" ~ '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$'),
	CONSTRAINT "attraction_groups_secondary_colour_hex" CHECK ("attraction_groups"."secondary_colour" ~ '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$'),
	CONSTRAINT "attraction_groups_text_colour_hex" CHECK ("attraction_groups"."text_colour" ~ '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$')
);
--> statement-breakpoint
CREATE TABLE "attractions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attractions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"reference_number" text,
	"google_place_id" text,
	"hvt" boolean DEFAULT false NOT NULL,
	"is_user_submitted" boolean DEFAULT false NOT NULL,
	"last_social_post" timestamp with time zone,
	"is_live" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_awaiting_admin_review" boolean DEFAULT true NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"detailed_view" boolean DEFAULT true NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location_description" text,
	"address_line_one" text,
	"address_line_two" text,
	"postal_town" text,
	"postal_code" text,
	"country" text,
	"region_id" integer,
	"main_category_id" integer,
	"phone" text,
	"email" text,
	"facebook_username" text,
	"twitter_username" text,
	"instagram_username" text,
	"image_url" text,
	"website_url" text,
	"rating" double precision,
	"price" smallint,
	"entry_price_pence" integer,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("postal_town", '')), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attractions_name_length" CHECK (char_length("attractions"."name") between 1 and 80),
	CONSTRAINT "attractions_description_length" CHECK (char_length("attractions"."description") <= 1000),
	CONSTRAINT "attractions_latitude_range" CHECK ("attractions"."latitude" between -90 and 90),
	CONSTRAINT "attractions_longitude_range" CHECK ("attractions"."longitude" between -180 and 180),
	CONSTRAINT "attractions_coordinates_together" CHECK (("attractions"."latitude" is null) = ("attractions"."longitude" is null)),
	CONSTRAINT "attractions_rating_range" CHECK ("attractions"."rating" between 0 and 5),
	CONSTRAINT "attractions_price_range" CHECK ("attractions"."price" between 0 and 5),
	CONSTRAINT "attractions_entry_price_positive" CHECK ("attractions"."entry_price_pence" >= 0),
	CONSTRAINT "attractions_hit_count_positive" CHECK ("attractions"."hit_count" >= 0),
	CONSTRAINT "attractions_status_consistent" CHECK (not ("attractions"."is_rejected" and ("attractions"."is_approved" or "attractions"."is_awaiting_admin_review")))
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_user_id" integer,
	"actor" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_key" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_name" text NOT NULL,
	"display_name" text NOT NULL,
	"category_page_title" text NOT NULL,
	"rank" integer DEFAULT 1000 NOT NULL,
	"display_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_category_name_slug" CHECK ("categories"."category_name" ~ '^[a-z0-9]+$'),
	CONSTRAINT "categories_display_color_hex" CHECK ("categories"."display_color" ~ '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$')
);
--> statement-breakpoint
CREATE TABLE "email_signups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_name" text NOT NULL,
	"display_name" text NOT NULL,
	"colour" text DEFAULT 'green' NOT NULL,
	"for_disabled" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"icon_prefix" text NOT NULL,
	"icon_name" text NOT NULL,
	"available_description" text DEFAULT '' NOT NULL,
	"unavailable_description" text DEFAULT '' NOT NULL,
	"unknown_description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_facility_name_slug" CHECK ("facilities"."facility_name" ~ '^[a-z0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "facility_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"link_path" text,
	"category_name" text,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "featured_banners_kind" CHECK ("featured_banners"."kind" in ('category', 'mailing-list', 'social'))
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_name" text NOT NULL,
	"display_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regions_region_name_slug" CHECK ("regions"."region_name" ~ '^[a-z0-9]+$'),
	CONSTRAINT "regions_latitude_range" CHECK ("regions"."latitude" between -90 and 90),
	CONSTRAINT "regions_longitude_range" CHECK ("regions"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"admin_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attraction_categories" ADD CONSTRAINT "attraction_categories_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_categories" ADD CONSTRAINT "attraction_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_facilities" ADD CONSTRAINT "attraction_facilities_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_facilities" ADD CONSTRAINT "attraction_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_facility_types" ADD CONSTRAINT "attraction_facility_types_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_facility_types" ADD CONSTRAINT "attraction_facility_types_facility_type_id_facility_types_id_fk" FOREIGN KEY ("facility_type_id") REFERENCES "public"."facility_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_group_members" ADD CONSTRAINT "attraction_group_members_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_group_members" ADD CONSTRAINT "attraction_group_members_group_id_attraction_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attraction_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_groups" ADD CONSTRAINT "attraction_groups_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_types" ADD CONSTRAINT "facility_types_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_key" ON "admin_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "attraction_categories_category_idx" ON "attraction_categories" USING btree ("category_id","attraction_id");--> statement-breakpoint
CREATE INDEX "attraction_facilities_facility_idx" ON "attraction_facilities" USING btree ("facility_id","state","attraction_id");--> statement-breakpoint
CREATE INDEX "attraction_group_members_group_idx" ON "attraction_group_members" USING btree ("group_id","attraction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attraction_groups_group_id_key" ON "attraction_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attractions_reference_number_key" ON "attractions" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "attractions_live_name_idx" ON "attractions" USING btree (lower("name"),"id") WHERE "attractions"."is_live";--> statement-breakpoint
CREATE INDEX "attractions_live_hit_count_idx" ON "attractions" USING btree ("hit_count","id") WHERE "attractions"."is_live";--> statement-breakpoint
CREATE INDEX "attractions_live_price_idx" ON "attractions" USING btree ("price","id") WHERE "attractions"."is_live";--> statement-breakpoint
CREATE INDEX "attractions_live_coordinates_idx" ON "attractions" USING btree ("latitude","longitude") WHERE "attractions"."is_live";--> statement-breakpoint
CREATE INDEX "attractions_region_idx" ON "attractions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "attractions_main_category_idx" ON "attractions" USING btree ("main_category_id");--> statement-breakpoint
CREATE INDEX "attractions_status_idx" ON "attractions" USING btree ("is_user_submitted","is_awaiting_admin_review","is_rejected");--> statement-breakpoint
CREATE INDEX "attractions_name_trgm_idx" ON "attractions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attractions_search_document_idx" ON "attractions" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_category_name_key" ON "categories" USING btree ("category_name");--> statement-breakpoint
CREATE INDEX "categories_rank_idx" ON "categories" USING btree ("rank","display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "email_signups_email_key" ON "email_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_facility_name_key" ON "facilities" USING btree ("facility_name");--> statement-breakpoint
CREATE UNIQUE INDEX "facility_types_facility_name_key" ON "facility_types" USING btree ("facility_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_banners_position_key" ON "featured_banners" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_region_name_key" ON "regions" USING btree ("region_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_admin_user_idx" ON "sessions" USING btree ("admin_user_id");