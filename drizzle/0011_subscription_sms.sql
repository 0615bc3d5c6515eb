ALTER TABLE "members" ADD COLUMN "sms_locale" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_sms_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "sms" boolean DEFAULT false NOT NULL;