import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsApiMemberNotifications } from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import { type OpenDb, openDb } from '~/server/db/client'
import {
  brands,
  memberNotifications,
  members,
  news,
  newsCategories,
  productCategories,
  products,
  sessions,
  subscriptions,
} from '~/server/db/schema'
import { seed } from '~/server/db/seed'
import { openTestDb, scratchPostgresDatabase, testEngines } from '~/server/db/test-db'
import { announcePublished } from './announce'
import { hashToken } from './auth'

/**
 * Two "processes" on one database: two connections on PostgreSQL (a scratch database of its
 * own), one PGlite for the embedded engine (it is opened by one process only).
 */
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

describe.each(testEngines('both'))('subscriptions that deliver on %s', (engine) => {
  let two: { a: OpenDb; b: OpenDb; close(): Promise<void> }
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    two = await openTwo(engine)
    await seed(two.a.db)
  }, 120_000)
  afterAll(() => two?.close())

  const db = () => two.a.db

  async function member(name: string, topics: string[]) {
    const [m] = await db()
      .insert(members)
      .values({
        account: `1390000${String(Object.keys(tokens).length).padStart(4, '0')}`,
        passwordHash: 'x',
      })
      .returning({ id: members.id })
    const id = m?.id ?? 0
    for (const topic of topics) await db().insert(subscriptions).values({ memberId: id, topic })
    tokens[name] = `token-${name}-${id}-0123456789`
    await db()
      .insert(sessions)
      .values({
        tokenHash: hashToken(tokens[name]),
        memberId: id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
    return id
  }

  const notes = (id: number) =>
    db().select().from(memberNotifications).where(eq(memberNotifications.memberId, id))

  it('tells nobody about the demo content, then each subscriber once about what goes live', async () => {
    expect(await announcePublished(db())).toBe(0)
    const [brand] = await db()
      .select({ id: brands.id, code: brands.code, key: brands.translationKey })
      .from(brands)
      .where(eq(brands.locale, 'en'))
      .limit(1)
    if (!brand) throw new Error('no brand')
    const newsReader = await member('news', ['news'])
    const allProducts = await member('all', ['products', `brand:${brand.code}`, 'news'])
    const brandFan = await member('fan', [`brand:${brand.code}`])
    const nobody = await member('none', [])

    // A news item in both languages, a draft and a scheduled one.
    const category = async (locale: 'en' | 'zh') =>
      (
        await db()
          .select({ id: newsCategories.id })
          .from(newsCategories)
          .where(eq(newsCategories.locale, locale))
          .limit(1)
      )[0]?.id ?? 0
    const item = (locale: 'en' | 'zh', key: string, title: string, extra = {}) => ({
      locale,
      translationKey: key,
      categoryId: 0,
      title,
      summary: '',
      cover: '',
      content: '',
      publishedAt: new Date(Date.now() - 1000),
      ...extra,
    })
    const enCat = await category('en')
    const zhCat = await category('zh')
    await db()
      .insert(news)
      .values([
        { ...item('en', 'launch', 'Brushless range launched'), categoryId: enCat },
        { ...item('zh', 'launch', '无刷系列上市'), categoryId: zhCat },
        { ...item('en', 'draft', 'Not yet'), categoryId: enCat, status: 'draft' },
        {
          ...item('en', 'later', 'Next week'),
          categoryId: enCat,
          publishedAt: new Date(Date.now() + 86_400_000),
        },
      ])
    // A product of the brand.
    const [pc] = await db()
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.locale, 'en'))
      .limit(1)
    await db()
      .insert(products)
      .values({
        locale: 'en',
        translationKey: 'new-drill',
        categoryId: pc?.id ?? 0,
        brandId: brand.id,
        name: 'Compact drill X',
        model: 'RF-NEW1',
        summary: '',
        content: '',
      })

    // Two processes announce at once: each notification is written once.
    const [x, y] = await Promise.all([announcePublished(two.a.db), announcePublished(two.b.db)])
    expect(x + y).toBe(4)
    expect(await announcePublished(db())).toBe(0)
    expect((await notes(newsReader)).map((n) => n.kind)).toEqual(['news'])
    expect((await notes(allProducts)).map((n) => n.kind).sort()).toEqual(['news', 'product'])
    expect((await notes(brandFan)).map((n) => n.data.topic)).toEqual([`brand:${brand.code}`])
    expect(await notes(nobody)).toEqual([])
    const [told] = await notes(newsReader)
    expect(told?.data).toMatchObject({
      enTitle: 'Brushless range launched',
      zhTitle: '无刷系列上市',
    })

    // The scheduled item is announced when its time comes, the draft never.
    await db()
      .update(news)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(and(eq(news.translationKey, 'later'), eq(news.locale, 'en')))
    expect(await announcePublished(db())).toBe(2)
    const list = await cmsApiMemberNotifications(
      { locale: 'en', token: tokens.news, peopleIp: '10.8.0.1' },
      {},
      inProcessTransport(db()),
    )
    expect(list.unread).toBe(2)
    expect(list.list.map((n) => n.data.enTitle)).toEqual(['Next week', 'Brushless range launched'])
  })
})
