-- Demo content that reads like a manufacturer's. Only what still holds the old seed's value
-- changes: a row that staff edited keeps their text.

-- Each demo video plays its kind's own clip (public/media/clips, drawn by scripts/demo-clips.ts)
-- instead of the one test recording.
UPDATE "videos"
SET "video_url" = '/media/clips/' || "kind" || '.webm'
WHERE "video_url" = '/media/demo.webm' AND "kind" IN ('activity', 'product', 'aftersale');
--> statement-breakpoint
-- No link leads to an example.com placeholder. A brand's website is its page of products here,
-- in the row's language; its official stores are the store network.
UPDATE "brands"
SET "site_url" = CASE WHEN "locale" = 'en' THEN '' ELSE '/' || "locale" END || '/product/list?brand=' || "id"
WHERE "site_url" IN ('https://www.ruifeng-tools.example.com', 'https://www.dck-tools.example.com',
  'https://www.dca-tools.example.com', 'https://www.kinlux.example.com');
--> statement-breakpoint
UPDATE "brands"
SET "mall_url" = CASE WHEN "locale" = 'en' THEN '' ELSE '/' || "locale" END || '/contact/network'
WHERE "mall_url" IN ('https://ruifeng.mall.example.com', 'https://dck.mall.example.com',
  'https://dca.mall.example.com', 'https://kinlux.mall.example.com');
--> statement-breakpoint
UPDATE "products"
SET "mall_url" = CASE WHEN "locale" = 'en' THEN '' ELSE '/' || "locale" END || '/contact/network'
WHERE "mall_url" IN ('https://ruifeng.mall.example.com/item/' || "model",
  'https://dck.mall.example.com/item/' || "model", 'https://dca.mall.example.com/item/' || "model",
  'https://kinlux.mall.example.com/item/' || "model");
--> statement-breakpoint
-- The menu's official store: the brand's shops in the store network.
UPDATE "ads"
SET "outer_chain" = '/contact/network', "chain_type" = '内链'
WHERE "type" = 'top title' AND "outer_chain" = 'https://ruifeng.mall.example.com';
--> statement-breakpoint
-- The social accounts: the platforms' own search for the company's name.
UPDATE "site_settings"
SET "socials" = '[{"key": "wechat", "label": "WeChat", "url": "https://weixin.sogou.com/weixin?type=1&query=%E7%91%9E%E4%B8%B0%E5%B7%A5%E5%85%B7"}, {"key": "weibo", "label": "Weibo", "url": "https://s.weibo.com/user?q=%E7%91%9E%E4%B8%B0%E5%B7%A5%E5%85%B7"}, {"key": "douyin", "label": "Douyin", "url": "https://www.douyin.com/search/%E7%91%9E%E4%B8%B0%E5%B7%A5%E5%85%B7"}, {"key": "toutiao", "label": "Toutiao", "url": "https://so.toutiao.com/search?keyword=%E7%91%9E%E4%B8%B0%E5%B7%A5%E5%85%B7"}]'::jsonb
WHERE "locale" = 'en' AND "socials" = '[{"key": "wechat", "label": "WeChat", "url": "https://weixin.example.com/ruifeng"}, {"key": "weibo", "label": "Weibo", "url": "https://weibo.example.com/ruifeng"}, {"key": "douyin", "label": "Douyin", "url": "https://douyin.example.com/ruifeng"}, {"key": "toutiao", "label": "Toutiao", "url": "https://toutiao.example.com/ruifeng"}]'::jsonb;
--> statement-breakpoint
UPDATE "site_settings"
SET "socials" = '[{"key": "wechat", "label": "微信公众号", "url": "https://weixin.sogou.com/weixin?type=1&query=%E7%91%9E%E4%B8%B0%E5%B7%A5%E5%85%B7"}, {"key": "weibo", "label": "新浪微博", "url": "https://s.weibo.com/user?q=%E7%91%9E%E4%B8%B0%E5%B7%A5%E5%85%B7"}, {"key": "douyin", "label": "抖音", "url": "https://www.douyin.com/search/%E7%91%9E%E4%B8%B0%E5%B7%A5%E5%85%B7"}, {"key": "toutiao", "label": "今日头条", "url": "https://so.toutiao.com/search?keyword=%E7%91%9E%E4%B8%B0%E5%B7%A5%E5%85%B7"}]'::jsonb
WHERE "locale" = 'zh' AND "socials" = '[{"key": "wechat", "label": "微信公众号", "url": "https://weixin.example.com/ruifeng"}, {"key": "weibo", "label": "新浪微博", "url": "https://weibo.example.com/ruifeng"}, {"key": "douyin", "label": "抖音", "url": "https://douyin.example.com/ruifeng"}, {"key": "toutiao", "label": "今日头条", "url": "https://toutiao.example.com/ruifeng"}]'::jsonb;
--> statement-breakpoint
-- The manuals send the reader to the site's own outlet finder, and the PDFs (rendered on
-- request) have the sizes their list shows.
UPDATE "downloads"
SET "content" = replace(replace("content",
  'Find an outlet at www.ruifeng-tools.example.com or call 400-182-5988.',
  'Find an outlet on our website under Service › After-sales Network (/service/network) or call 400-182-5988.'),
  '网点查询：www.ruifeng-tools.example.com，或拨打服务热线400-182-5988。',
  '网点查询：官网“服务支持 › 售后网点”（/zh/service/network），或拨打服务热线400-182-5988。')
WHERE "kind" = 'manual';
--> statement-breakpoint
UPDATE "downloads" AS d
SET "file_size" = v.new_size
FROM (VALUES
  ('catalogue-own', 'en', 5475, 5505),
  ('catalogue-own', 'zh', 7955, 8034),
  ('catalogue-dck', 'en', 4154, 4172),
  ('catalogue-dck', 'zh', 6073, 6117),
  ('catalogue-dca', 'en', 3700, 3713),
  ('catalogue-dca', 'zh', 4676, 4701),
  ('catalogue-kinlux', 'en', 3894, 3911),
  ('catalogue-kinlux', 'zh', 4894, 4922),
  ('certificate-iso-9001', 'en', 2565, 2569),
  ('certificate-iso-9001', 'zh', 2880, 2897),
  ('certificate-iso-14001', 'en', 2569, 2574),
  ('certificate-iso-14001', 'zh', 2833, 2852),
  ('certificate-iso-45001', 'en', 2616, 2620),
  ('certificate-iso-45001', 'zh', 2872, 2891),
  ('datasheet-RF-DD20B', 'en', 2892, 2895),
  ('datasheet-RF-DD20B', 'zh', 4262, 4282),
  ('manual-RF-DD20B', 'en', 4159, 4197),
  ('manual-RF-DD20B', 'zh', 5859, 5980),
  ('datasheet-DK-DD12', 'en', 2837, 2842),
  ('datasheet-DK-DD12', 'zh', 4169, 4188),
  ('manual-DK-DD12', 'en', 4155, 4195),
  ('manual-DK-DD12', 'zh', 5847, 5969),
  ('datasheet-DA-ED13', 'en', 2722, 2726),
  ('datasheet-DA-ED13', 'zh', 3897, 3926),
  ('manual-DA-ED13', 'en', 3555, 3586),
  ('manual-DA-ED13', 'zh', 5668, 5780),
  ('datasheet-RF-AG125', 'en', 2776, 2785),
  ('datasheet-RF-AG125', 'zh', 4039, 4070),
  ('manual-RF-AG125', 'en', 3471, 3510),
  ('manual-RF-AG125', 'zh', 5510, 5633),
  ('datasheet-RF-AG20B', 'en', 2844, 2851),
  ('datasheet-RF-AG20B', 'zh', 4204, 4230),
  ('manual-RF-AG20B', 'en', 4050, 4090),
  ('manual-RF-AG20B', 'zh', 5615, 5743),
  ('datasheet-DK-AG100', 'en', 2729, 2735),
  ('datasheet-DK-AG100', 'zh', 3888, 3914),
  ('manual-DK-AG100', 'en', 3477, 3514),
  ('manual-DK-AG100', 'zh', 5511, 5634),
  ('datasheet-RF-RH26', 'en', 2836, 2842),
  ('datasheet-RF-RH26', 'zh', 4112, 4142),
  ('manual-RF-RH26', 'en', 4037, 4080),
  ('manual-RF-RH26', 'zh', 5637, 5760),
  ('datasheet-DK-RH20B', 'en', 2889, 2896),
  ('datasheet-DK-RH20B', 'zh', 4245, 4276),
  ('manual-DK-RH20B', 'en', 4075, 4116),
  ('manual-DK-RH20B', 'zh', 5698, 5819),
  ('datasheet-DK-RH40', 'en', 2808, 2804),
  ('datasheet-DK-RH40', 'zh', 4059, 4083),
  ('manual-DK-RH40', 'en', 4048, 4089),
  ('manual-DK-RH40', 'zh', 5638, 5760),
  ('datasheet-RF-IW20B', 'en', 2830, 2847),
  ('datasheet-RF-IW20B', 'zh', 4119, 4150),
  ('manual-RF-IW20B', 'en', 4082, 4122),
  ('manual-RF-IW20B', 'zh', 5639, 5761),
  ('datasheet-DA-ID12', 'en', 2801, 2809),
  ('datasheet-DA-ID12', 'zh', 4115, 4141),
  ('manual-DA-ID12', 'en', 4070, 4120),
  ('manual-DA-ID12', 'zh', 5635, 5758),
  ('datasheet-DK-IW450', 'en', 2757, 2765),
  ('datasheet-DK-IW450', 'zh', 3984, 4015),
  ('manual-DK-IW450', 'en', 4022, 4067),
  ('manual-DK-IW450', 'zh', 5550, 5674),
  ('datasheet-RF-CS185', 'en', 2768, 2771),
  ('datasheet-RF-CS185', 'zh', 4008, 4034),
  ('manual-RF-CS185', 'en', 3469, 3506),
  ('manual-RF-CS185', 'zh', 5538, 5657),
  ('datasheet-RF-CS20B', 'en', 2818, 2824),
  ('datasheet-RF-CS20B', 'zh', 4123, 4150),
  ('manual-RF-CS20B', 'en', 4056, 4096),
  ('manual-RF-CS20B', 'zh', 5638, 5764),
  ('datasheet-KX-SW140', 'en', 2800, 2810),
  ('datasheet-KX-SW140', 'zh', 4024, 4048),
  ('manual-KX-SW140', 'en', 4022, 4064),
  ('manual-KX-SW140', 'zh', 5562, 5679),
  ('datasheet-RF-CM355', 'en', 2753, 2760),
  ('datasheet-RF-CM355', 'zh', 3919, 3945),
  ('manual-RF-CM355', 'en', 4008, 4049),
  ('manual-RF-CM355', 'zh', 5545, 5660),
  ('datasheet-DK-CM355', 'en', 2734, 2738),
  ('datasheet-DK-CM355', 'zh', 3904, 3929),
  ('manual-DK-CM355', 'en', 3474, 3513),
  ('manual-DK-CM355', 'zh', 5550, 5664),
  ('datasheet-DA-DC355', 'en', 2780, 2786),
  ('datasheet-DA-DC355', 'zh', 3978, 4007),
  ('manual-DA-DC355', 'en', 4015, 4055),
  ('manual-DA-DC355', 'zh', 5549, 5668),
  ('datasheet-RF-PL180', 'en', 2773, 2779),
  ('datasheet-RF-PL180', 'zh', 3974, 4003),
  ('manual-RF-PL180', 'en', 4013, 4051),
  ('manual-RF-PL180', 'zh', 5520, 5641),
  ('datasheet-KX-DA150', 'en', 2767, 2775),
  ('datasheet-KX-DA150', 'zh', 3959, 3984),
  ('manual-KX-DA150', 'en', 4013, 4050),
  ('manual-KX-DA150', 'zh', 5534, 5656),
  ('datasheet-DA-WP100', 'en', 2740, 2748),
  ('datasheet-DA-WP100', 'zh', 3930, 3957),
  ('manual-DA-WP100', 'en', 4018, 4056),
  ('manual-DA-WP100', 'zh', 5514, 5641),
  ('datasheet-KX-HT20', 'en', 2757, 2765),
  ('datasheet-KX-HT20', 'zh', 4035, 4064),
  ('manual-KX-HT20', 'en', 3973, 4018),
  ('manual-KX-HT20', 'zh', 5561, 5669),
  ('datasheet-KX-BL20', 'en', 2697, 2700),
  ('datasheet-KX-BL20', 'zh', 3316, 3328),
  ('manual-KX-BL20', 'en', 3364, 3399),
  ('manual-KX-BL20', 'zh', 5391, 5499),
  ('datasheet-KX-CH30', 'en', 2762, 2765),
  ('datasheet-KX-CH30', 'zh', 3959, 3988),
  ('manual-KX-CH30', 'en', 3404, 3439),
  ('manual-KX-CH30', 'zh', 5464, 5575)
) AS v(translation_key, locale, old_size, new_size)
WHERE d."translation_key" = v.translation_key AND d."locale" = v.locale
  AND d."file_size" = v.old_size AND d."file_url" = '/media/files/' || v.translation_key || '-' || v.locale || '.pdf';
