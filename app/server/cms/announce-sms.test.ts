import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cmsApiMemberSubscriptions,
  cmsApiMemberSubscriptionsWithSms,
} from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import { type OpenDb, openDb } from '~/server/db/client'
import {
  memberNotifications,
  members,
  news,
  newsCategories,
  sessions,
  smsOutbox,
  subscriptions,
} from '~/server/db/schema'
import { seed } from '~/server/db/seed'
import { openTestDb, scratchPostgresDatabase, testEngines } from '~/server/db/test-db'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { announcePublished, type SmsDue, textSubscribers } from './announce'
import { hashToken } from './auth'

/** Two "processes" on one database (two connections on PostgreSQL; one PGlite). */
async function openTwo(engine: 'pglite' | 'postgres') {
  const base = process.env.TEST_DATABASE_URL
  if (engine === 'pglite' || !base) {
    const one = await openTestDb('pglite')
    return { a: one, b: one, close: () => one.close() }
  }
  const scratch = await scratchPostgresDatabase(base)
  const a = await openDb(scratch.url)
  const b = await openDb(scratch.url)
  return {
    a,
    b,
    close: async () => {
      await a.close()
      await b.close()
      await scratch.drop()
    },
  }
}

describe.each(testEngines('both'))('subscriptions that also text on %s', (engine) => {
  let two: { a: OpenDb; b: OpenDb; close(): Promise<void> }
  beforeAll(async () => {
    two = await openTwo(engine)
    await seed(two.a.db)
  }, 120_000)
  afterAll(() => two?.close())

  const db = () => two.a.db
  let serial = 0

  /** A member logged in (their token) with the account given, verified unless told. */
  async function member(account: string, verified = true) {
    const [m] = await db()
      .insert(members)
      .values({ account, passwordHash: 'x', phoneVerifiedAt: verified ? new Date() : null })
      .returning({ id: members.id })
    const id = m?.id ?? 0
    const token = `token-${id}-${serial++}-0123456789abcdef`
    await db()
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        memberId: id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
    return { id, token }
  }

  const choose = (
    who: { token: string },
    locale: 'en' | 'zh',
    change: { topic?: string; on?: boolean; sms?: boolean },
  ) =>
    cmsApiMemberSubscriptionsWithSms(
      { locale, token: who.token, peopleIp: '10.8.0.1' },
      change,
      inProcessTransport(db()),
    )

  const texts = (phone: string) =>
    db().select({ body: smsOutbox.body }).from(smsOutbox).where(eq(smsOutbox.phone, phone))

  async function publish(key: string, en: string, zh: string) {
    const categories = await db()
      .select({ id: newsCategories.id, locale: newsCategories.locale })
      .from(newsCategories)
    const category = (locale: string) => categories.find((c) => c.locale === locale)?.id ?? 0
    const item = (locale: 'en' | 'zh', title: string) => ({
      locale,
      translationKey: key,
      categoryId: category(locale),
      title,
      summary: '',
      cover: '',
      content: '',
      publishedAt: new Date(Date.now() - 1000),
    })
    await db()
      .insert(news)
      .values([item('en', en), item('zh', zh)])
  }

  it('keeps the SMS choice per topic; leaving a topic is one step and ends its SMS', async () => {
    const m = await member('13800000001')
    expect(await choose(m, 'en', {})).toEqual({ topics: [], sms: [], phoneVerified: true })
    expect(await choose(m, 'en', { topic: 'news', on: true })).toEqual({
      topics: ['news'],
      sms: [],
      phoneVerified: true,
    })
    // Choosing SMS for a topic not followed follows it too.
    const both = await choose(m, 'en', { topic: 'products', sms: true })
    expect(both.topics.sort()).toEqual(['news', 'products'])
    expect(both.sms).toEqual(['products'])
    // The plain read of the extension is unchanged: the topics.
    const plain = await cmsApiMemberSubscriptions(
      { locale: 'en', token: m.token, peopleIp: '10.8.0.1' },
      {},
      inProcessTransport(db()),
    )
    expect(plain.sort()).toEqual(['news', 'products'])
    expect(await choose(m, 'en', { topic: 'products', sms: false })).toMatchObject({ sms: [] })
    await choose(m, 'en', { topic: 'news', sms: true })
    expect(await choose(m, 'en', { topic: 'news', on: false })).toEqual({
      topics: ['products'],
      sms: [],
      phoneVerified: true,
    })
  })

  it('texts each member who chose SMS once, in their language, at most once a day', async () => {
    const english = await member('13800000011')
    const chinese = await member('13800000012')
    const noSms = await member('13800000013')
    const disabled = await member('13800000014')
    const noPhone = await member('legacy-account')
    await choose(english, 'en', { topic: 'news', sms: true })
    await choose(chinese, 'zh', { topic: 'news', sms: true })
    await choose(noSms, 'en', { topic: 'news', on: true })
    await choose(disabled, 'en', { topic: 'news', sms: true })
    await choose(noPhone, 'en', { topic: 'news', sms: true })
    await db().update(members).set({ disabledAt: new Date() }).where(eq(members.id, disabled.id))

    await publish('sms-one', 'Cordless saw launched', '无线电锯上市')
    // Two processes announce at once: each text goes once.
    await Promise.all([announcePublished(two.a.db), announcePublished(two.b.db)])
    await announcePublished(db())
    expect(await texts('13800000011')).toEqual([
      { body: 'Ruifeng Tools: new for you: Cordless saw launched. Read it in your member centre.' },
    ])
    const zh = await texts('13800000012')
    expect(zh).toEqual([
      { body: '【瑞丰工具】您订阅的内容有更新：无线电锯上市。请到会员中心查看。' },
    ])
    expect(await texts('13800000013')).toEqual([])
    expect(await texts('13800000014')).toEqual([])
    expect(await texts('legacy-account')).toEqual([])

    // A second publication the same day: the notification, no second text.
    await publish('sms-two', 'Impact driver range', '冲击起子系列')
    expect(await announcePublished(db())).toBeGreaterThanOrEqual(2)
    expect(await texts('13800000011')).toHaveLength(1)
    expect(await texts('13800000012')).toHaveLength(1)

    // The next day (the last text a day and an hour ago) the next publication texts again.
    await db()
      .update(members)
      .set({ lastSmsAt: sql`now() - interval '25 hours'` })
      .where(eq(members.id, english.id))
    await publish('sms-three', 'Angle grinder news', '角磨机新闻')
    await announcePublished(db())
    const again = await texts('13800000011')
    expect(again).toHaveLength(2)
    expect(again.map((t) => t.body).join('\n')).toContain('Angle grinder news')
    // The Chinese reader was texted less than a day ago: still one.
    expect(await texts('13800000012')).toHaveLength(1)
  })

  it('texts only verified numbers: an unverified one gets the notification, never a text', async () => {
    const verified = await member('13800000041')
    const unverified = await member('13800000042', false)
    await choose(verified, 'en', { topic: 'news', sms: true })
    // Choosing a text for an unverified number is refused with a message that says what to do.
    const refused = await choose(unverified, 'zh', { topic: 'news', sms: true }).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused instanceof CmsApiError && [refused.status, refused.message]).toEqual([
      400,
      '短信只发送到已验证的手机号码，请先在本页验证您的号码。',
    ])
    expect(await choose(unverified, 'zh', {})).toEqual({
      topics: [],
      sms: [],
      phoneVerified: false,
    })
    // A choice made before numbers were verified (or written by hand) still sends nothing.
    await choose(unverified, 'zh', { topic: 'news', on: true })
    await db()
      .update(subscriptions)
      .set({ sms: true })
      .where(eq(subscriptions.memberId, unverified.id))
    await publish('sms-verified', 'Verified only', '仅限已验证')
    await announcePublished(db())
    expect(await texts('13800000041')).toHaveLength(1)
    expect(await texts('13800000042')).toEqual([])
    const told = await db()
      .select({ id: memberNotifications.id })
      .from(memberNotifications)
      .where(eq(memberNotifications.memberId, unverified.id))
    expect(told).toHaveLength(1)
    // Nor does a text handed straight to the sender.
    const due: SmsDue = {
      memberId: unverified.id,
      phone: '13800000042',
      locale: 'zh',
      enTitle: 'x',
      zhTitle: 'x',
    }
    expect(await textSubscribers(db(), [due])).toBe(0)
    expect(await texts('13800000042')).toEqual([])
  })

  it('two processes due to text the same members send each text once', async () => {
    const a = await member('13800000021')
    const b = await member('13800000022')
    const due: SmsDue[] = [a, b].map((m, i) => ({
      memberId: m.id,
      phone: `1380000002${i + 1}`,
      locale: 'zh',
      enTitle: 'Same item',
      zhTitle: '同一条',
    }))
    const [x, y] = await Promise.all([
      textSubscribers(two.a.db, due),
      textSubscribers(two.b.db, due),
    ])
    expect(x + y).toBe(2)
    expect(await texts('13800000021')).toHaveLength(1)
    expect(await texts('13800000022')).toHaveLength(1)
    expect(await textSubscribers(db(), due)).toBe(0)
  })

  it('a text the provider refuses is logged; the publication and its notifications stand', async () => {
    const m = await member('13800000031')
    await choose(m, 'en', { topic: 'news', sms: true })
    const before = { ...process.env }
    // Tencent Cloud without an announcement template: nothing can be sent.
    Object.assign(process.env, { SMS_PROVIDER: 'tencent', SMS_ENDPOINT: 'http://127.0.0.1:9' })
    try {
      await publish('sms-refused', 'Refused text', '发不出的短信')
      expect(await announcePublished(db())).toBeGreaterThanOrEqual(1)
    } finally {
      process.env.SMS_PROVIDER = before.SMS_PROVIDER
      process.env.SMS_ENDPOINT = before.SMS_ENDPOINT
      if (before.SMS_PROVIDER === undefined) delete process.env.SMS_PROVIDER
      if (before.SMS_ENDPOINT === undefined) delete process.env.SMS_ENDPOINT
    }
    expect(await texts('13800000031')).toEqual([])
  })
})
