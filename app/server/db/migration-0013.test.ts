import { readFileSync } from 'node:fs'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from './client'
import * as s from './schema'
import { seedIfEmpty } from './seed'
import { FILE_SIZES } from './seed-file-sizes'
import { openTestDb, testEngines } from './test-db'

const MIGRATION = readFileSync(
  new URL('../../../drizzle/0013_demo_content.sql', import.meta.url),
  'utf8',
)

/** Everything migration 0013 touches, as the visitor pages read it. */
async function snapshot(db: OpenDb['db']) {
  return {
    videos: await db
      .select({ id: s.videos.id, url: s.videos.videoUrl })
      .from(s.videos)
      .orderBy(asc(s.videos.id)),
    brands: await db
      .select({ id: s.brands.id, site: s.brands.siteUrl, mall: s.brands.mallUrl })
      .from(s.brands)
      .orderBy(asc(s.brands.id)),
    products: await db
      .select({ id: s.products.id, mall: s.products.mallUrl })
      .from(s.products)
      .orderBy(asc(s.products.id)),
    ads: await db
      .select({ id: s.ads.id, link: s.ads.outerChain, type: s.ads.chainType })
      .from(s.ads)
      .orderBy(asc(s.ads.id)),
    socials: await db
      .select({ locale: s.siteSettings.locale, socials: s.siteSettings.socials })
      .from(s.siteSettings)
      .orderBy(asc(s.siteSettings.locale)),
    downloads: await db
      .select({ id: s.downloads.id, content: s.downloads.content, size: s.downloads.fileSize })
      .from(s.downloads)
      .orderBy(asc(s.downloads.id)),
  }
}

const OLD_SOCIALS = {
  en: ['WeChat', 'Weibo', 'Douyin', 'Toutiao'],
  zh: ['微信公众号', '新浪微博', '抖音', '今日头条'],
}
const SOCIAL_KEYS = ['wechat', 'weibo', 'douyin', 'toutiao']
const OLD_SITE: Record<string, string> = {
  own: 'https://www.ruifeng-tools.example.com',
  dck: 'https://www.dck-tools.example.com',
  dca: 'https://www.dca-tools.example.com',
  kinlux: 'https://www.kinlux.example.com',
}
const OLD_MALL: Record<string, string> = {
  own: 'https://ruifeng.mall.example.com',
  dck: 'https://dck.mall.example.com',
  dca: 'https://dca.mall.example.com',
  kinlux: 'https://kinlux.mall.example.com',
}

/** Puts back what the seed before migration 0013 stored (its placeholders and one recording). */
async function oldSeed(db: OpenDb['db']) {
  await db.update(s.videos).set({ videoUrl: '/media/demo.webm' })
  for (const [code, url] of Object.entries(OLD_SITE)) {
    await db
      .update(s.brands)
      .set({ siteUrl: url, mallUrl: OLD_MALL[code] ?? null })
      .where(eq(s.brands.code, code))
  }
  await db.execute(sql`
    UPDATE products p SET mall_url = CASE b.code
      WHEN 'own' THEN 'https://ruifeng.mall.example.com' ELSE 'https://' || b.code || '.mall.example.com'
    END || '/item/' || p.model
    FROM brands b WHERE b.id = p.brand_id`)
  await db
    .update(s.ads)
    .set({ outerChain: 'https://ruifeng.mall.example.com', chainType: '外链' })
    .where(and(eq(s.ads.type, 'top title'), eq(s.ads.outerChain, '/contact/network')))
  for (const [locale, labels] of Object.entries(OLD_SOCIALS)) {
    await db
      .update(s.siteSettings)
      .set({
        socials: SOCIAL_KEYS.map((key, i) => ({
          key,
          label: labels[i] ?? '',
          url: `https://${key === 'wechat' ? 'weixin' : key}.example.com/ruifeng`,
        })),
      })
      .where(eq(s.siteSettings.locale, locale))
  }
  await db.execute(sql`
    UPDATE downloads SET content = replace(replace(content,
      'Find an outlet on our website under Service › After-sales Network (/service/network) or call',
      'Find an outlet at www.ruifeng-tools.example.com or call'),
      '网点查询：官网“服务支持 › 售后网点”（/zh/service/network），',
      '网点查询：www.ruifeng-tools.example.com，')`)
}

/** Migration 0025 moved the menu's official store on from where this one put it. */
const MENU_0025 = readFileSync(
  new URL('../../../drizzle/0025_battery_platforms.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .filter((statement) => statement.includes('UPDATE "ads"'))

async function migrate(db: OpenDb['db']) {
  for (const statement of [...MIGRATION.split('--> statement-breakpoint'), ...MENU_0025]) {
    await db.execute(sql.raw(statement))
  }
}

describe.each(testEngines())('migration 0013 on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openTestDb(engine)
    await seedIfEmpty(opened.db)
  })
  afterAll(() => opened.close())

  it('brings a database seeded before it to what the seed stores now, and keeps staff edits', async () => {
    const db = opened.db
    const seeded = await snapshot(db)
    await oldSeed(db)
    const before = await snapshot(db)
    expect(JSON.stringify(before)).toContain('example.com')
    // Staff changed one brand's website and one product's store link: those stay.
    const [brand] = seeded.brands
    const [product] = seeded.products
    await db
      .update(s.brands)
      .set({ siteUrl: 'https://brand.test/' })
      .where(eq(s.brands.id, brand?.id ?? 0))
    await db
      .update(s.products)
      .set({ mallUrl: 'https://shop.test/x' })
      .where(eq(s.products.id, product?.id ?? 0))
    // The old manual's PDF was smaller; a size staff changed stays.
    await db.execute(sql`UPDATE downloads SET file_size = 5859
      WHERE translation_key = 'manual-RF-DD20B' AND locale = 'zh'`)
    await db.execute(sql`UPDATE downloads SET file_size = 1
      WHERE translation_key = 'manual-RF-DD20B' AND locale = 'en'`)

    await migrate(db)
    const after = await snapshot(db)
    expect(after.videos).toEqual(seeded.videos)
    expect(after.ads).toEqual(seeded.ads)
    expect(after.socials).toEqual(seeded.socials)
    expect(after.downloads.map((d) => d.content)).toEqual(seeded.downloads.map((d) => d.content))
    const sizes = await db
      .select({ locale: s.downloads.locale, size: s.downloads.fileSize })
      .from(s.downloads)
      .where(eq(s.downloads.translationKey, 'manual-RF-DD20B'))
      .orderBy(asc(s.downloads.locale))
    expect(sizes).toEqual([
      { locale: 'en', size: 1 },
      { locale: 'zh', size: FILE_SIZES['manual-RF-DD20B']?.zh },
    ])
    expect(after.brands.slice(1)).toEqual(seeded.brands.slice(1))
    expect(after.brands[0]?.site).toBe('https://brand.test/')
    expect(after.products.slice(1)).toEqual(seeded.products.slice(1))
    expect(after.products[0]?.mall).toBe('https://shop.test/x')
    expect(JSON.stringify(after)).not.toContain('example.com')
  })
})
