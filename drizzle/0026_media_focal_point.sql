-- Each library image's focal point, in percent of its width and height from the top left: where
-- the pages keep the picture when a box of another shape crops it (CSS object-position). Every
-- image made before it keeps its centre, which is what the pages showed.
ALTER TABLE "media" ADD COLUMN "focal_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focal_y" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_focal_range" CHECK ("focal_x" BETWEEN 0 AND 100 AND "focal_y" BETWEEN 0 AND 100);
