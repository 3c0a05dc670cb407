-- Addresses that joined before double opt-in (decision 160) signed up knowingly through the same
-- form: they count as confirmed on the day they joined, so the list they built is not lost.
-- Hand-written, as drizzle-kit's --custom migrations are.
UPDATE "email_signups" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
