-- Demo content that reads like a manufacturer's.
-- Each demo video plays its kind's own clip (public/media/clips, drawn by scripts/demo-clips.ts)
-- instead of the one test recording; a video whose file was replaced keeps it.
UPDATE "videos"
SET "video_url" = '/media/clips/' || "kind" || '.webm'
WHERE "video_url" = '/media/demo.webm' AND "kind" IN ('activity', 'product', 'aftersale');
