-- Each attraction's category ids, copied from attraction_categories (which stays the one place
-- they are written) by the triggers below, so a list filtered by category checks a candidate in
-- its own row instead of probing attraction_categories for it (docs/decisions/095). Not in the
-- Drizzle schema: only the list's SQL reads it, and nothing writes it but these triggers.
ALTER TABLE "attractions" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "attractions" a SET "category_ids" = c.ids
FROM (
  SELECT attraction_id, array_agg(category_id ORDER BY category_id) AS ids
  FROM attraction_categories GROUP BY attraction_id
) c
WHERE c.attraction_id = a.id;--> statement-breakpoint
CREATE FUNCTION attractions_refresh_category_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    UPDATE attractions a SET category_ids = coalesce((
      SELECT array_agg(ac.category_id ORDER BY ac.category_id)
      FROM attraction_categories ac WHERE ac.attraction_id = a.id), '{}')
    WHERE a.id IN (SELECT attraction_id FROM new_rows);
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE attractions a SET category_ids = coalesce((
      SELECT array_agg(ac.category_id ORDER BY ac.category_id)
      FROM attraction_categories ac WHERE ac.attraction_id = a.id), '{}')
    WHERE a.id IN (SELECT attraction_id FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER attraction_categories_ids_insert AFTER INSERT ON attraction_categories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attractions_refresh_category_ids();--> statement-breakpoint
CREATE TRIGGER attraction_categories_ids_update AFTER UPDATE ON attraction_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attractions_refresh_category_ids();--> statement-breakpoint
CREATE TRIGGER attraction_categories_ids_delete AFTER DELETE ON attraction_categories
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attractions_refresh_category_ids();
