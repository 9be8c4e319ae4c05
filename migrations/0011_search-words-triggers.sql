-- Hand-written: keeps search_words holding every word of notices.search (see schema.ts). Words are added in sorted
-- order, so two transactions adding the same new words wait for each other instead of deadlocking. A word is never
-- removed: a stale one only widens a prefix search by a word no notice holds, which finds nothing more.
CREATE FUNCTION add_search_words_of_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM new_rows r, unnest(tsvector_to_array(r.search)) AS w(word) ORDER BY w.word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION add_search_words_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM unnest(tsvector_to_array(NEW.search)) AS w(word) ORDER BY w.word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notices_search_words_insert_trg AFTER INSERT ON notices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words_of_new_rows();
--> statement-breakpoint
-- Only an edit of the text changes the words (a view or a status change does not).
CREATE TRIGGER notices_search_words_update_trg AFTER UPDATE OF title, description ON notices
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search) EXECUTE FUNCTION add_search_words_of_row();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w.word FROM notices n, unnest(tsvector_to_array(n.search)) AS w(word) ORDER BY w.word
ON CONFLICT DO NOTHING;
