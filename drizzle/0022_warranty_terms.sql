-- The warranty of batteries and chargers, per product category beside the tool's own term
-- (`warranty_months`): the product pages, the service overview and the manuals state both from
-- the category. 12 months is what the manuals already said, so no page changes its term.
ALTER TABLE "product_categories" ADD COLUMN "accessory_warranty_months" integer DEFAULT 12 NOT NULL;
