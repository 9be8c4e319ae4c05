CREATE TABLE "screen_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer,
	"text" text NOT NULL,
	"label" text NOT NULL,
	"source" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_model" (
	"id" integer PRIMARY KEY NOT NULL,
	"model" jsonb NOT NULL,
	"spam_decisions" integer NOT NULL,
	"ham_decisions" integer NOT NULL,
	"decisions_version" text NOT NULL,
	"trained_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screen_decisions" ADD CONSTRAINT "screen_decisions_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screen_decisions_notice_idx" ON "screen_decisions" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "screen_decisions_decided_idx" ON "screen_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screen_terms_term_kind_idx" ON "screen_terms" USING btree ("term","kind");