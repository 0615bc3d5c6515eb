-- Spare parts of each tool: its exploded drawing's parts (callout number, part number, quantity
-- and the callout's place on the drawing, the same in both languages), the parts' names in the
-- row's language, and the drawing's address. The product page lists them under "Spare parts"
-- and the parts search (/service/parts) finds them; a tool without parts shows no such section.
ALTER TABLE "products" ADD COLUMN "parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "part_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parts_drawing" text;
