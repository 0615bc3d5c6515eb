CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"image" text,
	"outer_chain" text,
	"chain_type" text,
	"memo" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"intro" text NOT NULL,
	"site_url" text,
	"mall_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "download_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"category_id" integer NOT NULL,
	"option_id" integer,
	"product_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover" text NOT NULL,
	"file_url" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"channel" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"cover" text NOT NULL,
	"content" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"area" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"company" text NOT NULL,
	"dealer_name" text NOT NULL,
	"contact" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_seo" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"page" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"headcount" integer NOT NULL,
	"category" text NOT NULL,
	"place" text NOT NULL,
	"duties" text NOT NULL,
	"requirements" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mall_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp
);
--> statement-breakpoint
CREATE TABLE "security_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"product_id" integer,
	"batch" text NOT NULL,
	"check_count" integer DEFAULT 0 NOT NULL,
	"first_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"site_title" text NOT NULL,
	"hotline" text NOT NULL,
	"socials" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"member_id" integer,
	"reference" text,
	"phone" text,
	"fields" jsonb NOT NULL,
	"idempotency_key" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"video_url" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_category_id_download_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."download_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_option_id_download_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."download_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_shares" ADD CONSTRAINT "member_shares_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_type_id_position_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."position_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_type" ON "ads" USING btree ("locale","type","parent_id","sort");--> statement-breakpoint
CREATE INDEX "brands_locale" ON "brands" USING btree ("locale","sort");--> statement-breakpoint
CREATE INDEX "downloads_list" ON "downloads" USING btree ("locale","kind","category_id","published_at");--> statement-breakpoint
CREATE INDEX "member_shares_member" ON "member_shares" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account" ON "members" USING btree ("account");--> statement-breakpoint
CREATE INDEX "news_list" ON "news" USING btree ("locale","category_id","published_at");--> statement-breakpoint
CREATE INDEX "outlets_filter" ON "outlets" USING btree ("locale","area","province","city");--> statement-breakpoint
CREATE UNIQUE INDEX "page_seo_page" ON "page_seo" USING btree ("locale","page");--> statement-breakpoint
CREATE INDEX "positions_list" ON "positions" USING btree ("locale","kind","type_id","released_at");--> statement-breakpoint
CREATE INDEX "product_categories_locale" ON "product_categories" USING btree ("locale","sort");--> statement-breakpoint
CREATE INDEX "products_list" ON "products" USING btree ("locale","category_id","sort","id");--> statement-breakpoint
CREATE INDEX "products_brand" ON "products" USING btree ("locale","brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_codes_hash" ON "security_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_settings_locale" ON "site_settings" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "sms_codes_phone" ON "sms_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "stores_list" ON "stores" USING btree ("locale","region","province");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_member_topic" ON "subscriptions" USING btree ("member_id","topic");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_records_idempotency" ON "survey_records" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "survey_records_type" ON "survey_records" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "survey_records_member" ON "survey_records" USING btree ("member_id","type");--> statement-breakpoint
CREATE INDEX "survey_records_reference" ON "survey_records" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "videos_list" ON "videos" USING btree ("locale","kind","published_at");