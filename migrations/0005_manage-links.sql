CREATE TABLE "manage_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"notice_id" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_data_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manage_tokens" ADD CONSTRAINT "manage_tokens_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manage_tokens_hash_idx" ON "manage_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "manage_tokens_notice_idx" ON "manage_tokens" USING btree ("notice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "my_data_tokens_hash_idx" ON "my_data_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "my_data_tokens_email_idx" ON "my_data_tokens" USING btree ("email");