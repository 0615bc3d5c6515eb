import { msg } from '@lingui/core/macro'
import { and, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import type { Db } from '~/server/db/client'
import { members } from '~/server/db/schema'
import { log } from '~/server/log'
import { SmsNotSent, sendSms } from './sms'

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
 * and then inserts nothing) and writes the notifications of the items it claimed. Then the
 * members who chose SMS for a claimed item's topic (and have a verified mobile number as their
 * account) get one text in their SMS language, at most one a day (`textSubscribers`).
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
    ),
    texted AS (
      SELECT DISTINCT ON (s.member_id)
        s.member_id AS "memberId", m.account AS phone, m.sms_locale AS locale,
        l.en_title AS "enTitle", l.zh_title AS "zhTitle"
      FROM claimed c
      JOIN live l ON l.kind = c.kind AND l.translation_key = c.translation_key
      JOIN subscriptions s ON s.sms AND (
        s.topic = CASE WHEN l.kind = 'news' THEN 'news' ELSE 'products' END
        OR (l.kind = 'product' AND s.topic = 'brand:' || l.brand))
      JOIN members m ON m.id = s.member_id AND m.disabled_at IS NULL
        AND m.account ~ ${PHONE.source} AND m.phone_verified_at IS NOT NULL
      ORDER BY s.member_id, l.kind, l.translation_key
    )
    SELECT (SELECT count(*)::int FROM told) AS n,
      (SELECT coalesce(jsonb_agg(texted), '[]'::jsonb) FROM texted) AS sms
  `)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: number
    sms: SmsDue[] | string
  }>
  const due = rows[0]?.sms ?? []
  // After the notifications are in (the statement above is their transaction): a text that
  // could not go is logged, never thrown back at the publication.
  await textSubscribers(db, typeof due === 'string' ? (JSON.parse(due) as SmsDue[]) : due)
  return Number(rows[0]?.n ?? 0)
}

/** A member told by SMS about one item they subscribed to by SMS (one a member a run). */
export type SmsDue = {
  memberId: number
  phone: string
  locale: string | null
  enTitle: string | null
  zhTitle: string | null
}

/**
 * Mainland mobile numbers (the accounts): a member whose account is none gets no text, nor one
 * whose number is not verified (`phone_verified_at`: a code sent to it was entered).
 */
const PHONE = /^1[3-9][0-9]{9}$/
/** The title as the announcement template's parameter (Tencent Cloud limits its length). */
const TITLE_PARAM = 20

/**
 * Sends each member due a text one, only to a verified number, at most one a member in a rolling day (24 hours, whatever
 * the session's time zone says a day is): the send time is
 * claimed first by one conditional update, so of several processes (or runs) only one sends.
 * Returns how many texts went.
 */
export async function textSubscribers(db: Db, due: SmsDue[]): Promise<number> {
  if (due.length === 0) return 0
  const ids = due.map((d) => d.memberId)
  const claimed = await db
    .update(members)
    .set({ lastSmsAt: sql`now()` })
    .where(
      and(
        inArray(members.id, ids),
        isNull(members.disabledAt),
        // No text but a verification code goes to a number nobody proved theirs.
        isNotNull(members.phoneVerifiedAt),
        or(isNull(members.lastSmsAt), lt(members.lastSmsAt, sql`now() - interval '24 hours'`)),
      ),
    )
    .returning({ id: members.id })
  const mine = new Set(claimed.map((c) => c.id))
  let sent = 0
  for (const d of due) {
    if (!mine.has(d.memberId)) continue
    const locale: Locale = d.locale === 'en' ? 'en' : 'zh'
    const title = (locale === 'en' ? d.enTitle : d.zhTitle) ?? d.zhTitle ?? d.enTitle ?? ''
    const text = getI18n(locale)._(
      msg`Ruifeng Tools: new for you: ${title}. Read it in your member centre.`,
    )
    try {
      await sendSms(db, {
        phone: d.phone,
        locale,
        template: 'announcement',
        params: [title.slice(0, TITLE_PARAM)],
        text,
      })
      sent++
    } catch (error) {
      // The provider's words without any number (a phone number never reaches the log).
      const detail = (error instanceof Error ? error.message : String(error)).replace(
        /\+?\d{7,}/g,
        '[number]',
      )
      log.warn(
        { reason: error instanceof SmsNotSent ? error.reason : 'error', detail },
        'subscription SMS not sent',
      )
    }
  }
  return sent
}
