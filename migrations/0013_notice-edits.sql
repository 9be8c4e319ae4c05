CREATE TABLE "notice_edits" (
	"notice_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"price" numeric(12, 2),
	"event_date" timestamp with time zone,
	"event_venue" text,
	"external_link" text,
	"image_changed" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_edits" ADD CONSTRAINT "notice_edits_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;