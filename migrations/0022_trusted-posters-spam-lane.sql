CREATE TABLE "poster_outcomes" (
	"notice_id" integer PRIMARY KEY NOT NULL,
	"poster_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spam_lane" (
	"notice_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spam_lane" ADD CONSTRAINT "spam_lane_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poster_outcomes_poster_idx" ON "poster_outcomes" USING btree ("poster_hash","outcome","decided_at");--> statement-breakpoint
CREATE INDEX "spam_lane_held_idx" ON "spam_lane" USING btree ("held_at");