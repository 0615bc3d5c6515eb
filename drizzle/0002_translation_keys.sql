-- Translation keys link the language versions of one content item (and of one category):
-- the en and zh rows of an item share the key, a table holds one row per key and language.
-- Rows that exist already each get a key of their own (a random UUID per row): they have no
-- twin until an editor gives two of them the same key.
ALTER TABLE "brands" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "download_categories" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "download_options" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "position_types" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "translation_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_translation" ON "brands" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "download_categories_translation" ON "download_categories" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "download_options_translation" ON "download_options" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "downloads_translation" ON "downloads" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "news_translation" ON "news" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "news_categories_translation" ON "news_categories" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "outlets_translation" ON "outlets" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "position_types_translation" ON "position_types" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_translation" ON "positions" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_translation" ON "product_categories" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "products_translation" ON "products" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_translation" ON "stores" USING btree ("translation_key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_translation" ON "videos" USING btree ("translation_key","locale");