CREATE TABLE "conversation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"sender_hash" text NOT NULL,
	"text_hash" text NOT NULL,
	"status" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	"reported_side" text,
	"blocked_side" text,
	"ended_at" timestamp with time zone,
	"last_message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "reserved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_links" ADD CONSTRAINT "conversation_links_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_links_conversation_idx" ON "conversation_links" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_same_text_idx" ON "conversation_messages" USING btree ("sender_hash","text_hash","created_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_held_idx" ON "conversation_messages" USING btree ("conversation_id") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "conversations_notice_idx" ON "conversations" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");