-- Who has a content item open in the console: one row per item and caller, renewed by the
-- editor's heartbeat and ignored once it is older than a minute. In the database so that every
-- process of the site answers the same.
CREATE TABLE "staff_presence" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"item_key" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"name" text NOT NULL,
	"editing" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "staff_presence" ADD CONSTRAINT "staff_presence_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_presence_holder" ON "staff_presence" USING btree ("collection","item_key","actor");--> statement-breakpoint
CREATE INDEX "staff_presence_seen_at" ON "staff_presence" USING btree ("seen_at");
