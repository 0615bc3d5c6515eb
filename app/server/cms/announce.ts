import { sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client'

/**
 * Subscriptions that deliver: each news item and product that is live (published, its time
 * come) and not announced yet is announced once to the members subscribed to its topic, a
 * notification each in the member centre (the bell's unread count). News goes to the `news`
 * topic; a product to `products` and to its brand's `brand:<code>` (one notification for a
 * member who follows both). The notification holds the item's title and page in both languages,
 * and the page shows the reader's.
 *
 * Exactly once with any number of processes: one statement claims the items by inserting their
 * `announcements` row (a primary key; a concurrent claim of the same item waits for the first
 * and then inserts nothing) and writes the notifications of the items it claimed.
 * Returns how many notifications were written.
 */
export async function announcePublished(db: Db): Promise<number> {
  const result = await db.execute(sql`
    WITH news_live AS (
      SELECT translation_key,
        max(id) FILTER (WHERE locale = 'en') AS en_id,
        max(id) FILTER (WHERE locale = 'zh') AS zh_id,
        max(title) FILTER (WHERE locale = 'en') AS en_title,
        max(title) FILTER (WHERE locale = 'zh') AS zh_title
      FROM news
      WHERE status = 'published' AND published_at <= now()
      GROUP BY translation_key
    ),
    products_live AS (
      SELECT p.translation_key,
        max(p.id) FILTER (WHERE p.locale = 'en') AS en_id,
        max(p.id) FILTER (WHERE p.locale = 'zh') AS zh_id,
        max(p.name) FILTER (WHERE p.locale = 'en') AS en_title,
        max(p.name) FILTER (WHERE p.locale = 'zh') AS zh_title,
        max(b.code) AS brand
      FROM products p JOIN brands b ON b.id = p.brand_id
      WHERE p.status = 'published' AND (p.publish_at IS NULL OR p.publish_at <= now())
      GROUP BY p.translation_key
    ),
    live AS (
      SELECT 'news' AS kind, translation_key, en_id, zh_id, en_title, zh_title, NULL AS brand
      FROM news_live
      UNION ALL
      SELECT 'product', translation_key, en_id, zh_id, en_title, zh_title, brand
      FROM products_live
    ),
    claimed AS (
      INSERT INTO announcements (kind, translation_key)
      SELECT kind, translation_key FROM live
      ON CONFLICT DO NOTHING
      RETURNING kind, translation_key
    ),
    told AS (
      INSERT INTO member_notifications (member_id, kind, data)
      SELECT DISTINCT ON (s.member_id, l.kind, l.translation_key)
        s.member_id, l.kind,
        jsonb_build_object(
          'topic', s.topic,
          'enId', l.en_id::text, 'zhId', l.zh_id::text,
          'enTitle', l.en_title, 'zhTitle', l.zh_title
        )
      FROM claimed c
      JOIN live l ON l.kind = c.kind AND l.translation_key = c.translation_key
      JOIN subscriptions s ON s.topic = CASE WHEN l.kind = 'news' THEN 'news' ELSE 'products' END
        OR (l.kind = 'product' AND s.topic = 'brand:' || l.brand)
      JOIN members m ON m.id = s.member_id AND m.disabled_at IS NULL
      ORDER BY s.member_id, l.kind, l.translation_key, s.topic DESC
      RETURNING id
    )
    SELECT count(*)::int AS n FROM told
  `)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: number
  }>
  return Number(rows[0]?.n ?? 0)
}
