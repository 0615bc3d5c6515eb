-- Each brand's official online stores (its Tmall and JD flagship stores), per language, that the
-- product pages and the mall page list under "Where to buy". The demo brands get the stores of a
-- fictional maker: the addresses are placeholders of the form the platforms use.
ALTER TABLE "brands" ADD COLUMN "online_stores" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "brands" SET "online_stores" = jsonb_build_array(
	jsonb_build_object(
		'name', CASE WHEN "locale" = 'zh' THEN '天猫旗舰店' ELSE 'Tmall flagship store' END,
		'url', 'https://' || CASE "code" WHEN 'own' THEN 'ruifeng' ELSE "code" END || '.tmall.com/'),
	jsonb_build_object(
		'name', CASE WHEN "locale" = 'zh' THEN '京东自营旗舰店' ELSE 'JD flagship store' END,
		'url', 'https://mall.jd.com/index-' || CASE "code"
			WHEN 'own' THEN '1000182598' WHEN 'dck' THEN '1000182611'
			WHEN 'dca' THEN '1000182624' ELSE '1000182637' END || '.html')
)
WHERE "code" IN ('own', 'dck', 'dca', 'kinlux') AND "online_stores" = '[]'::jsonb;
