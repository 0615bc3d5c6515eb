import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { downloads, news, positions, products } from '~/server/db/schema'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { detailTwinId } from './detail-twin.server'

describe.each(testEngines())('detail twins on %s', (engine) => {
  let opened: OpenDb
  const transport = () => inProcessTransport(opened.db)

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  })
  afterAll(async () => {
    await opened?.close()
  })

  /** The en and zh ids of the first seeded row of a table that has both languages. */
  async function pair(table: typeof news | typeof products | typeof positions) {
    const rows = await opened.db
      .select({ id: table.id, key: table.translationKey, locale: table.locale })
      .from(table)
    const en = rows.find((r) => r.locale === 'en')
    const zh = rows.find((r) => r.locale === 'zh' && r.key === en?.key)
    if (!en || !zh) throw new Error('the seed has no twin pair')
    return { en: en.id, zh: zh.id, key: en.key }
  }

  it.each([
    ['news', news],
    ['product', products],
    ['position', positions],
  ] as const)('carries a %s id across languages to its translation', async (kind, table) => {
    const { en, zh } = await pair(table)
    expect(en).not.toBe(zh)
    expect(await detailTwinId(kind, 'zh', en, transport())).toBe(zh)
    expect(await detailTwinId(kind, 'en', zh, transport())).toBe(en)
  })

  it.each(['download', 'manual'] as const)(
    'carries a %s id across languages to its translation, never to the other kind',
    async (kind) => {
      const rows = await opened.db
        .select({ id: downloads.id, key: downloads.translationKey, locale: downloads.locale })
        .from(downloads)
        .where(eq(downloads.kind, kind))
      const en = rows.find((r) => r.locale === 'en')
      const zh = rows.find((r) => r.locale === 'zh' && r.key === en?.key)
      if (!en || !zh) throw new Error(`the seed has no ${kind} twin pair`)
      expect(await detailTwinId(kind, 'zh', en.id, transport())).toBe(zh.id)
      expect(await detailTwinId(kind, 'en', zh.id, transport())).toBe(en.id)
      const other = kind === 'download' ? 'manual' : 'download'
      expect(await detailTwinId(other, 'zh', en.id, transport())).toBeNull()
    },
  )

  it('has no answer for an id of the page language itself or an unknown id', async () => {
    const { en } = await pair(news)
    // The id names an English item: asked for English, there is nothing to carry across.
    expect(await detailTwinId('news', 'en', en, transport())).toBeNull()
    expect(await detailTwinId('news', 'zh', 2_000_000_000, transport())).toBeNull()
  })

  it('has no answer when the item lacks a translation', async () => {
    const { en, zh } = await pair(products)
    // The Chinese row gets a key of its own: the English one has no twin any more.
    await opened.db
      .update(products)
      .set({ translationKey: 'alone-in-zh' })
      .where(and(eq(products.id, zh), eq(products.locale, 'zh')))
    expect(await detailTwinId('product', 'zh', en, transport())).toBeNull()
    expect(await detailTwinId('product', 'en', zh, transport())).toBeNull()
  })
})
