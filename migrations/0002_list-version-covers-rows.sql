-- Public list answers are cached whole (server/notices/notice-list-cache.ts), so the version now moves with any change
-- to a notice except its view count, and with any change to comments (discussion cards show the approved count).
DROP TRIGGER IF EXISTS "notices_list_version_trg" ON "notices";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "notices_list_version_trg"
  AFTER INSERT OR DELETE OR UPDATE OF "id", "title", "description", "category", "location", "event_venue", "price",
    "contact_email", "image_url", "status", "is_featured", "feature_duration", "featured_until", "event_date",
    "external_link", "verified_at", "approved_at", "expires_at", "created_at", "updated_at"
  ON "notices" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_notice_list_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "comments_list_version_trg"
  AFTER INSERT OR DELETE OR UPDATE OF "notice_id", "status"
  ON "comments" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_notice_list_version"();--> statement-breakpoint
CREATE TRIGGER "comments_list_version_truncate_trg"
  AFTER TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_notice_list_version"();
