-- Issue 39. A saved search may reach the towns within a distance of its town (miles; null: the town alone).
ALTER TABLE "saved_searches" ADD COLUMN "within" integer;
--> statement-breakpoint
-- What visitors searched next (server/search/search-learning.ts): a search that found nothing, followed in the same
-- browser tab by a search whose result was opened. Only the two searches' words and how many tabs did it are kept.
CREATE TABLE "search_pairs" (
  "missed" text NOT NULL,
  "found" text NOT NULL,
  "tabs" integer DEFAULT 0 NOT NULL,
  "decision" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "search_pairs_pkey" PRIMARY KEY ("missed", "found"),
  CONSTRAINT "search_pairs_decision_check" CHECK ("decision" IN ('accepted', 'dismissed'))
);
