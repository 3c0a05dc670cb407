-- Trigram similarity for typo-tolerant search (trusted extension: no superuser needed on PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
