-- Trigram similarity finds near-duplicate notices at posting (server/moderation/notice-signals.ts). PGlite loads the
-- extension from its contrib bundle (server/db/client.ts); PostgreSQL 15 ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
