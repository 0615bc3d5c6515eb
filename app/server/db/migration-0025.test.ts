import { readFileSync } from 'node:fs'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from './client'
import * as s from './schema'
import { openSeededTestDb, testEngines } from './test-db'

const MIGRATION = readFileSync(
  new URL('../../../drizzle/0025_battery_platforms.sql', import.meta.url),
  'utf8',
)
const JOURNAL: { entries: Array<{ idx: number; when: number; tag: string }> } = JSON.parse(
  readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
)

describe('migration 0025 in the journal', () => {
  it('comes after every migration before it, so a database that has those runs it', () => {
    const at = JOURNAL.entries.findIndex((e) => e.tag === '0025_battery_platforms')
    expect(at).toBeGreaterThan(0)
    const entry = JOURNAL.entries[at]
    for (const before of JOURNAL.entries.slice(0, at)) {
      expect(before.when).toBeLessThan(entry?.when ?? 0)
    }
  })
})

describe.each(testEngines())('migration 0025 on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  /** The menu's official store link in each language. */
  async function officialStore() {
    const menu = await opened.db.select().from(s.ads).where(eq(s.ads.type, 'top title'))
    const parents = menu.filter((a) => a.name === 'Official Store' || a.name === '官方旗舰店')
    return menu
      .filter((a) => parents.some((p) => p.id === a.parentId))
      .map((a) => ({ locale: a.locale, link: a.outerChain }))
      .sort((a, b) => a.locale.localeCompare(b.locale))
  }

  it('gives a database from before it the platform tables, and its menu the online store', async () => {
    const db = opened.db
    // The database as it was before: no platforms, the menu's store in the store network,
    // except where staff gave it another link.
    await db.execute(sql`ALTER TABLE products DROP COLUMN platform_id`)
    await db.execute(sql`ALTER TABLE products DROP COLUMN platform_role`)
    await db.execute(sql`DROP TABLE battery_platforms`)
    await db.execute(sql`DELETE FROM products WHERE category_id IN
      (SELECT id FROM product_categories WHERE translation_key = 'batteries')`)
    await db.execute(sql`UPDATE ads SET outer_chain = CASE locale
        WHEN 'en' THEN '/contact/network' ELSE 'https://shop.test/' END, chain_type = '内链'
      WHERE outer_chain = 'https://ruifeng.tmall.com/'`)

    for (const statement of MIGRATION.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement))
    }
    expect(await officialStore()).toEqual([
      { locale: 'en', link: 'https://ruifeng.tmall.com/' },
      // A link staff changed stays theirs.
      { locale: 'zh', link: 'https://shop.test/' },
    ])
    // No product is on a platform yet, and platforms can be added and named.
    expect(await db.select().from(s.products).where(isNotNull(s.products.platformId))).toEqual([])
    const [brand] = await db.select().from(s.brands).where(eq(s.brands.locale, 'en')).limit(1)
    const [platform] = await db
      .insert(s.batteryPlatforms)
      .values({
        locale: 'en',
        code: 'x-20v',
        brandId: brand?.id ?? 0,
        name: 'X 20V',
        voltage: '18-20',
      })
      .returning()
    await db
      .update(s.products)
      .set({ platformId: platform?.id, platformRole: 'tool' })
      .where(and(eq(s.products.locale, 'en'), eq(s.products.model, 'RF-DD20B')))
    const onIt = await db
      .select({ model: s.products.model })
      .from(s.products)
      .where(eq(s.products.platformId, platform?.id ?? 0))
    expect(onIt).toEqual([{ model: 'RF-DD20B' }])
  })
})
