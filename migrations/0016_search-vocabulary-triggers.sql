-- Hand-written (issue 21): the extensions search needs, and triggers keeping search_terms holding every word of the
-- notices' title and description as written (the `simple` parser), with its accent-free form (unaccent) and its English
-- stem (the lexeme notices.search holds). fuzzystrmatch's levenshtein finds a misspelt word's near neighbours. PGlite
-- loads both extensions from its contrib bundle (server/db/client.ts); PostgreSQL 15 ships them in contrib. Words are
-- added in sorted order, so two transactions adding the same new words wait for each other instead of deadlocking;
-- a hyphenated or dotted token is left out (its parts are words of their own). None is ever removed.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE FUNCTION add_search_terms(words text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word, plain, lexeme)
    SELECT w.word, unaccent(w.word), (tsvector_to_array(to_tsvector('english', w.word)))[1]
    FROM (SELECT DISTINCT u.word FROM unnest(words) AS u(word)) w
    WHERE w.word !~ '[-./@_:]' AND NOT EXISTS (SELECT 1 FROM search_terms s WHERE s.word = w.word)
    ORDER BY w.word
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE FUNCTION add_search_terms_of_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_search_terms(ARRAY(
    SELECT DISTINCT t.word FROM new_rows r, unnest(tsvector_to_array(to_tsvector('simple',
      coalesce(r.title, '') || ' ' || coalesce(r.description, '')))) AS t(word)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION add_search_terms_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_search_terms(tsvector_to_array(to_tsvector('simple',
    coalesce(NEW.title, '') || ' ' || coalesce(NEW.description, ''))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notices_search_terms_insert_trg AFTER INSERT ON notices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_terms_of_new_rows();
--> statement-breakpoint
-- Only an edit of the text changes the words (a view or a status change does not).
CREATE TRIGGER notices_search_terms_update_trg AFTER UPDATE OF title, description ON notices
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search) EXECUTE FUNCTION add_search_terms_of_row();
--> statement-breakpoint
SELECT add_search_terms(ARRAY(
  SELECT DISTINCT t.word FROM notices n, unnest(tsvector_to_array(to_tsvector('simple',
    coalesce(n.title, '') || ' ' || coalesce(n.description, '')))) AS t(word)));
--> statement-breakpoint
-- A change to the thesaurus changes search answers: the public list cache must forget them, as for a notice's change.
CREATE CONSTRAINT TRIGGER "synonym_groups_list_version_trg"
  AFTER INSERT OR DELETE OR UPDATE ON "synonym_groups" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_notice_list_version"();
--> statement-breakpoint
CREATE TRIGGER "synonym_groups_list_version_truncate_trg"
  AFTER TRUNCATE ON "synonym_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_notice_list_version"();
