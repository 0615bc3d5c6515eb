-- Warranty registrations: a member registers a tool by its anti-counterfeit code or by model and
-- serial number; each product category has a warranty term in months (24 unless staff set one).
CREATE TABLE "warranties" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_id" integer,
	"product_key" text,
	"model" text NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"purchased_at" date NOT NULL,
	"dealer" text DEFAULT '' NOT NULL,
	"months" integer NOT NULL,
	"expires_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "warranty_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_code_id_security_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."security_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_code" ON "warranties" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_serial" ON "warranties" USING btree ("model","serial") WHERE "warranties"."code_id" IS NULL AND "warranties"."serial" <> '';--> statement-breakpoint
CREATE INDEX "warranties_member" ON "warranties" USING btree ("member_id","created_at");