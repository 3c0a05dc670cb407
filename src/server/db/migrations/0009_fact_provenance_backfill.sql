-- The checks stamped before decision 109 become fact rows: a moderator's stamp is a check by our
-- moderators, one without a username a visitor's supply, dated the day it was made (London).
-- Hand-written, as drizzle-kit's --custom migrations are; 0010 then drops the stamp columns.
INSERT INTO "attraction_facts" ("attraction_id", "fact_group", "source", "as_of", "as_of_precision", "recorded_by", "recorded_at")
SELECT a.id, g.fact_group, CASE WHEN g.checked_by IS NULL THEN 'visitor' ELSE 'moderator' END,
  (g.checked_at AT TIME ZONE 'Europe/London')::date, 'day', g.checked_by, g.checked_at
FROM "attractions" a
CROSS JOIN LATERAL (VALUES
  ('hours', a.hours_checked_at, a.hours_checked_by),
  ('access', a.access_checked_at, a.access_checked_by),
  ('prices', a.prices_checked_at, a.prices_checked_by),
  ('suitability', a.suitability_checked_at, a.suitability_checked_by)
) AS g(fact_group, checked_at, checked_by)
WHERE g.checked_at IS NOT NULL;
