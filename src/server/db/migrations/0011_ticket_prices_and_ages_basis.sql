ALTER TABLE "attractions" ADD COLUMN "ticket_prices" jsonb;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "ages_basis" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD CONSTRAINT "attractions_ages_basis" CHECK ("attractions"."ages_basis" in ('stated', 'tickets', 'no-limits-stated'));