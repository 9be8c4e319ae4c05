-- The board's vocabulary as written (search_terms) and the search thesaurus (synonym_groups): issue 21.
CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"plain" text NOT NULL,
	"lexeme" text
);
--> statement-breakpoint
CREATE TABLE "synonym_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"narrower" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"shipped_key" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "synonym_groups_shipped_key_unique" UNIQUE("shipped_key")
);
--> statement-breakpoint
CREATE INDEX "search_terms_plain_idx" ON "search_terms" USING btree ("plain" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_plain_length_idx" ON "search_terms" USING btree (length("plain"));--> statement-breakpoint
CREATE INDEX "synonym_groups_updated_idx" ON "synonym_groups" USING btree ("updated_at");