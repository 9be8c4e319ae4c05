CREATE TABLE "notice_views" (
	"notice_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "notice_views_day_notice_id_visitor_hash_pk" PRIMARY KEY("day","notice_id","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "personal_data_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_views" ADD CONSTRAINT "notice_views_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_body_idx" ON "mail_outbox" USING btree ("sent_at") WHERE sent_at is not null and text_body <> '';--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_body_idx" ON "mail_outbox" USING btree ("failed_at") WHERE failed_at is not null and text_body <> '';--> statement-breakpoint
CREATE INDEX "notices_ended_with_poster_data_idx" ON "notices" USING btree ("updated_at") WHERE personal_data_removed_at is null and status in ('expired', 'rejected');--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");