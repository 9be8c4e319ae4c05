CREATE TABLE "digest_deliveries" (
	"run_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"notice_count" integer DEFAULT 0 NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_deliveries_run_id_subscriber_id_pk" PRIMARY KEY("run_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "digest_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriber_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "locations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "frequency" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "consent_source" text;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "digest_cursor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_run_id_digest_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."digest_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_subscriber_id_email_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."email_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_tokens" ADD CONSTRAINT "subscriber_tokens_subscriber_id_email_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."email_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digest_runs_slot_idx" ON "digest_runs" USING btree ("frequency","slot_at");--> statement-breakpoint
CREATE INDEX "subscriber_tokens_subscriber_idx" ON "subscriber_tokens" USING btree ("subscriber_id","purpose");--> statement-breakpoint
CREATE INDEX "email_subscribers_due_idx" ON "email_subscribers" USING btree ("frequency","digest_cursor") WHERE is_active and confirmed_at is not null;--> statement-breakpoint
CREATE INDEX "email_subscribers_unconfirmed_idx" ON "email_subscribers" USING btree ("created_at") WHERE confirmed_at is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_priority_idx" ON "mail_outbox" USING btree ("priority","next_attempt_at") WHERE sent_at is null and failed_at is null;