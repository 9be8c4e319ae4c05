CREATE TABLE "notice_list_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "notice_list_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Bumped once per transaction, at commit (deferred), so the row lock is held only while committing and the new version
-- becomes visible together with the change it announces.
CREATE FUNCTION "bump_notice_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('noticeboard.list_version_bumped', true), '') <> 'yes' THEN
    PERFORM set_config('noticeboard.list_version_bumped', 'yes', true);
    UPDATE "notice_list_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "notices_list_version_trg"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "expires_at", "is_featured", "featured_until", "category", "location", "title", "description", "price", "created_at"
  ON "notices" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_notice_list_version"();--> statement-breakpoint
CREATE TRIGGER "notices_list_version_truncate_trg"
  AFTER TRUNCATE ON "notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_notice_list_version"();
