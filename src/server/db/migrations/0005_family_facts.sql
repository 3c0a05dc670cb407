ALTER TABLE "attractions" ADD COLUMN "opening_hours" jsonb DEFAULT '{"state":"unknown"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "access_note" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "access_guide_url" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "age_from" smallint;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "age_to" smallint;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "setting" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "hours_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "hours_checked_by" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "access_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "access_checked_by" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "prices_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "prices_checked_by" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "suitability_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "suitability_checked_by" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_opening_hours_state" CHECK ("attractions"."opening_hours"->>'state' in ('unknown', 'always', 'varies', 'scheduled'));--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_ages_range" CHECK ("attractions"."age_from" between 0 and 99 and "attractions"."age_to" between "attractions"."age_from" and 99);--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_ages_upper_needs_lower" CHECK ("attractions"."age_to" is null or "attractions"."age_from" is not null);--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_setting" CHECK ("attractions"."setting" in ('indoor', 'outdoor', 'mixed'));