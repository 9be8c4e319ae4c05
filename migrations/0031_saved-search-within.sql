-- Issue 39. A saved search may reach the towns within a distance of its town (miles; null: the town alone).
ALTER TABLE "saved_searches" ADD COLUMN "within" integer;
