-- Subscriptions that deliver: a published news item or product is announced once to the members
-- subscribed to its topic. What is published already was news before subscriptions delivered:
-- it is marked announced, so nobody is told about it now.
CREATE TABLE "announcements" (
	"kind" text NOT NULL,
	"translation_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_kind_translation_key_pk" PRIMARY KEY("kind","translation_key")
);
--> statement-breakpoint
INSERT INTO "announcements" ("kind", "translation_key")
SELECT DISTINCT 'news', "translation_key" FROM "news"
WHERE "status" = 'published' AND "published_at" <= now()
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "announcements" ("kind", "translation_key")
SELECT DISTINCT 'product', "translation_key" FROM "products"
WHERE "status" = 'published' AND ("publish_at" IS NULL OR "publish_at" <= now())
ON CONFLICT DO NOTHING;
