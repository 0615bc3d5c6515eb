-- Drafts of live items kept on the server beside the live version, the review step (authors
-- submit, editors approve or send back with a comment), and the collections a staff account
-- may work on (null: every one).
ALTER TABLE "staff_users" ADD COLUMN "collections" jsonb;--> statement-breakpoint
CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"item_key" text NOT NULL,
	"content" jsonb NOT NULL,
	"staff_id" integer,
	"actor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone,
	"scheduled_by" text,
	"scheduled_staff_id" integer
);--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_scheduled_staff_id_staff_users_id_fk" FOREIGN KEY ("scheduled_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_drafts_item" ON "content_drafts" USING btree ("collection","item_key");--> statement-breakpoint
CREATE INDEX "content_drafts_publish_at" ON "content_drafts" USING btree ("publish_at");--> statement-breakpoint
CREATE TABLE "content_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"item_key" text NOT NULL,
	"state" text NOT NULL,
	"staff_id" integer,
	"submitted_by" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "content_reviews" ADD CONSTRAINT "content_reviews_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reviews_item" ON "content_reviews" USING btree ("collection","item_key");--> statement-breakpoint
CREATE INDEX "content_reviews_state" ON "content_reviews" USING btree ("state","submitted_at");
