-- The bump also announces the new version (NOTIFY notice_list_version, delivered at commit with the change): the
-- embedded database's one server learns it as its own write commits, instead of reading the version for every request
-- (server/notices/list-version-reads.ts). Servers sharing a PostgreSQL database still read it.
CREATE OR REPLACE FUNCTION "bump_notice_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  IF coalesce(current_setting('noticeboard.list_version_bumped', true), '') <> 'yes' THEN
    PERFORM set_config('noticeboard.list_version_bumped', 'yes', true);
    UPDATE "notice_list_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO bumped;
    PERFORM pg_notify('notice_list_version', bumped::text);
  END IF;
  RETURN NULL;
END
$$;
