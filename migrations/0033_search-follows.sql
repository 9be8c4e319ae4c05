-- Issue 39. A search that found nothing, followed in the same tab by a search whose result was opened: how many tabs
-- reported each pair (counts only: no tab id, address or time of a search is kept). Proposed to moderators from 3 tabs.
CREATE TABLE "search_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"missed" text NOT NULL,
	"opened" text NOT NULL,
	"tabs" integer DEFAULT 0 NOT NULL,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_follows_pair_unique" UNIQUE("missed","opened")
);
