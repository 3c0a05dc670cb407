ALTER TABLE "attractions" DROP COLUMN "hours_checked_at";--> statement-breakpoint
ALTER TABLE "attractions" DROP COLUMN "hours_checked_by";--> statement-breakpoint
ALTER TABLE "attractions" DROP COLUMN "access_checked_at";--> statement-breakpoint
ALTER TABLE "attractions" DROP COLUMN "access_checked_by";--> statement-breakpoint
ALTER TABLE "attractions" DROP COLUMN "prices_checked_at";--> statement-breakpoint
ALTER TABLE "attractions" DROP COLUMN "prices_checked_by";--> statement-breakpoint
ALTER TABLE "attractions" DROP COLUMN "suitability_checked_at";--> statement-breakpoint
ALTER TABLE "attractions" DROP COLUMN "suitability_checked_by";