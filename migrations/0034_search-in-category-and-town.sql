-- A search's live matches in a category, a town or both, in one GIN index, on a PostgreSQL server: btree_gin lets the
-- category and the town (text, equality) share a GIN index with the search vector, so the words' postings are
-- intersected with theirs inside the index, where a btree of the town and the words' GIN each made a bitmap to AND
-- (a town and a synonym-rich search's capped count: 94 → 12 ms at 1,000,000 notices; docs/decisions/0007). GIN answers
-- any of its columns alone too. Not in server/db/schema.ts, as it is not on every engine: the embedded database
-- (PGlite) does not load btree_gin (with it loaded, posting a photo to an S3 bucket hung the process at full CPU, in
-- server/images/object-store.test.ts; not understood), so there the extension is unavailable and this does nothing.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX IF NOT EXISTS notices_active_category_location_search_idx ON notices
      USING gin (category, location, search) WHERE status = 'active';
  END IF;
END $$;
