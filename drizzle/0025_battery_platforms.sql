-- Battery platforms: a brand's family of slide-on packs ("20V MAX", "12V"), per language, that
-- its cordless tools, batteries and chargers share. A product names its platform and what it is
-- there (a tool, a battery or a charger); a corded tool has neither. A fresh database gets the
-- demo platforms from the seed; an existing one gets the tables, and staff add its platforms.
CREATE TABLE "battery_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"translation_key" text DEFAULT gen_random_uuid()::text NOT NULL,
	"code" text NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"voltage" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "battery_platforms" ADD CONSTRAINT "battery_platforms_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battery_platforms_translation" ON "battery_platforms" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE INDEX "battery_platforms_code" ON "battery_platforms" USING btree ("locale","code");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "platform_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "platform_role" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_platform_id_battery_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."battery_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_platform" ON "products" USING btree ("platform_id");--> statement-breakpoint
-- The menu's official store led to the physical stores: it now leads to the own brand's first
-- official online store, as the product pages' "Buy in the official store" does. Only the
-- seeded link changes: a menu that staff edited keeps theirs.
UPDATE "ads" AS "child"
SET "outer_chain" = "brands"."online_stores"->0->>'url', "chain_type" = '外链'
FROM "ads" AS "parent", "brands"
WHERE "child"."type" = 'top title' AND "child"."parent_id" = "parent"."id"
  AND "parent"."name" IN ('Official Store', '官方旗舰店')
  AND "child"."outer_chain" = '/contact/network'
  AND "brands"."code" = 'own' AND "brands"."locale" = "child"."locale"
  AND jsonb_array_length("brands"."online_stores") > 0;
