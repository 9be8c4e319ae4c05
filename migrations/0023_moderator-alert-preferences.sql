CREATE TABLE "moderator_alert_preferences" (
	"admin_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'none' NOT NULL,
	"email" text,
	"wait_hours" integer DEFAULT 12 NOT NULL,
	"towns" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_alert_at" timestamp with time zone,
	"summary_cursor" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderator_alert_preferences" ADD CONSTRAINT "moderator_alert_preferences_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;