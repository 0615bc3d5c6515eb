-- Content revisions: every save of a content item keeps its whole content (both languages and
-- the shared fields), who saved it and when; the console lists them and restores one.
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"item_key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"restored_from" integer,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_item" ON "content_revisions" USING btree ("collection","item_key","id");