-- The receipt photo of a registered tool (personal data): one per registration, re-encoded by the
-- site before it is stored; it goes with its registration and so with the member's account.
CREATE TABLE "warranty_receipts" (
	"warranty_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warranty_receipts" ADD CONSTRAINT "warranty_receipts_warranty_id_warranties_id_fk" FOREIGN KEY ("warranty_id") REFERENCES "public"."warranties"("id") ON DELETE cascade ON UPDATE no action;
