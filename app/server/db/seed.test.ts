import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '~/i18n/locale'
import { defaultCompanyPage } from '~/server/company-pages'
import { drawingSvg } from '~/server/media/drawings'
import { renderPdf } from '~/server/media/pdf'
import type { OpenDb } from './client'
import * as s from './schema'
import { seedIfEmpty } from './seed'
import { NEWS, POSITION_TYPES, POSITIONS } from './seed-content'
import { PRODUCTS } from './seed-data'
import { FILES } from './seed-documents'
import { FILE_SIZES } from './seed-file-sizes'
import { PROVINCES } from './seed-places'
import { openTestDb, testEngines } from './test-db'

/** Area codes every Chinese telephone user knows; the seed's table must agree. */
const KNOWN_AREA_CODES: Record<string, string> = {
  Chaoyang: '010',
  Haidian: '010',
  Pudong: '021',
  Guangzhou: '020',
  Shenzhen: '0755',
  Tianjin: '022',
  Hexi: '022',
  Nanjing: '025',
  Wuhan: '027',
  Chengdu: '028',
  "Xi'an": '029',
  Yubei: '023',
  Shenyang: '024',
  Hangzhou: '0571',
  Suzhou: '0512',
  Qingdao: '0532',
  Xiamen: '0592',
  Kunming: '0871',
  Harbin: '0451',
  Urumqi: '0991',
}

/** The first digits of area codes by province (China's numbering plan). */
const AREA_CODE_PREFIX: Record<string, RegExp> = {
  Beijing: /^010$/,
  Tianjin: /^022$/,
  Shanghai: /^021$/,
  Chongqing: /^023$/,
  Hebei: /^03[1-3]\d$/,
  Shanxi: /^035\d$/,
  Henan: /^03[7-9]\d$/,
  'Inner Mongolia': /^04[7-8]\d$/,
  Liaoning: /^024$|^04[1-2]\d$/,
  Jilin: /^043\d$|^044\d$/,
  Heilongjiang: /^04[5-6]\d$/,
  Jiangsu: /^025$|^05[1-2]\d$/,
  Zhejiang: /^05[7-8]\d$/,
  Anhui: /^05[5-6]\d$/,
  Fujian: /^059\d$/,
  Jiangxi: /^07[9]\d$|^070\d$/,
  Shandong: /^05[3-4]\d$|^063\d$/,
  Hubei: /^027$|^07[1-2]\d$/,
  Hunan: /^07[3-4]\d$/,
  Guangdong: /^020$|^07[5-6]\d$|^066\d$/,
  Guangxi: /^07[7-7]\d$/,
  Hainan: /^0898$/,
  Sichuan: /^028$|^08[1-3]\d$/,
  Guizhou: /^085\d$/,
  Yunnan: /^08[7-8]\d$|^069\d$/,
  Tibet: /^089[1-7]$/,
  Shaanxi: /^029$|^09[1]\d$/,
  Gansu: /^09[3-4]\d$/,
  Qinghai: /^097\d$/,
  Ningxia: /^095\d$/,
  Xinjiang: /^099\d$|^090\d$/,
}

describe('the catalogue, defined once for both languages', () => {
  it('names each product with its model in both languages and keeps models unique', () => {
    expect(new Set(PRODUCTS.map((p) => p.model)).size).toBe(PRODUCTS.length)
    for (const p of PRODUCTS) {
      expect(p.title.en).not.toBe('')
      expect(p.title.zh).toMatch(/[\u4e00-\u9fff]/)
      expect(p.summary.zh).toMatch(/[\u4e00-\u9fff]/)
      expect(p.intro.zh).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('has no copy written twice: every product, article and job has its own text', () => {
    const texts = [
      ...PRODUCTS.flatMap((p) => [p.summary.en, p.intro.en, p.summary.zh, p.intro.zh]),
      ...NEWS.flatMap((n) => [n.title.en, n.title.zh, ...n.body.flatMap((b) => [b.en, b.zh])]),
      ...POSITIONS.flatMap((p) => [p.name.en, p.name.zh]),
    ]
    expect(new Set(texts).size).toBe(texts.length)
    for (const n of NEWS) expect(n.title.en).not.toMatch(/\(\d+\)$/)
  })

  it('files each job under a type of its own kind that fits it', () => {
    for (const p of POSITIONS) {
      const type = POSITION_TYPES.find((t) => t.key === p.type)
      expect(type, p.key).toBeTruthy()
    }
    const typeOf = (name: string) => POSITIONS.find((p) => p.name.en.startsWith(name))?.type
    expect(typeOf('HR Specialist')).toBe('corporate')
    expect(typeOf('Motor Design Engineer')).toBe('engineering')
    expect(typeOf('Production Supervisor')).toBe('manufacturing')
    expect(typeOf('Graduate')).toBe('campus-rd')
  })

  it('gives every city its own area code and coordinates inside China', () => {
    for (const p of PROVINCES) {
      for (const c of p.cities) {
        expect(c.areaCode, `${c.city.en}, ${p.province.en}`).toMatch(
          AREA_CODE_PREFIX[p.province.en] ?? /^$/,
        )
        const known = KNOWN_AREA_CODES[c.city.en]
        if (known) expect(c.areaCode, c.city.en).toBe(known)
        expect(c.lat).toBeGreaterThan(18)
        expect(c.lat).toBeLessThan(54)
        expect(c.lng).toBeGreaterThan(73)
        expect(c.lng).toBeLessThan(135)
      }
    }
    const beijing = PROVINCES.find((p) => p.province.en === 'Beijing')?.cities[0]
    expect(Math.abs((beijing?.lat ?? 0) - 39.9)).toBeLessThan(0.1)
    expect(Math.abs((beijing?.lng ?? 0) - 116.4)).toBeLessThan(0.1)
  })

  it('draws every product and cover without caption text', () => {
    for (const p of PRODUCTS) {
      for (const name of [`${p.model}.svg`, `${p.model}-set.svg`]) {
        const svg = drawingSvg('product', name)
        expect(svg, name).toMatch(/^<svg /)
        expect(svg).not.toContain('<text')
      }
    }
    for (const n of NEWS) expect(drawingSvg('news', `${n.key}.svg`)).not.toContain('<text')
    // Two kinds of tool do not look the same.
    const drill = drawingSvg('product', 'RF-DD20B.svg')
    const grinder = drawingSvg('product', 'RF-AG125.svg')
    expect(drill?.replace(/#[0-9a-f]{6}/g, '')).not.toBe(grinder?.replace(/#[0-9a-f]{6}/g, ''))
    expect(drawingSvg('product', 'NO-SUCH.svg')).toBeNull()
  })

  it('records the true size of every PDF, and renders real PDFs with the product in them', async () => {
    for (const f of FILES) {
      for (const l of locales) {
        const pdf = await renderPdf(f.document(), l)
        expect(FILE_SIZES[f.key]?.[l], `${f.key}-${l}: run npm run db:file-sizes`).toBe(pdf.length)
      }
    }
    const manual = FILES.find((f) => f.key === 'manual-RF-DD20B')
    const pdf = Buffer.from(
      await renderPdf(
        manual?.document() ?? {
          title: { en: '', zh: '' },
          date: '2026-01-01',
          footer: { en: '', zh: '' },
          blocks: [],
        },
        'zh',
      ),
    )
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text).toContain('/BaseFont /STSong-Light')
    expect(text).toContain('/Encoding /UniGB-UCS2-H')
    expect(pdf.length).toBeGreaterThan(3000)
  })
})

describe.each(testEngines('both'))('seed on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openTestDb(engine)
  })
  afterAll(() => opened.close())

  it('fills an empty database once, with every item in both languages under one key', async () => {
    expect(await seedIfEmpty(opened.db)).toBe(true)
    expect(await seedIfEmpty(opened.db)).toBe(false)
    const db = opened.db
    for (const table of [s.products, s.news, s.positions, s.downloads, s.videos, s.outlets]) {
      const rows = await db.select({ key: table.translationKey, locale: table.locale }).from(table)
      const en = rows.filter((r) => r.locale === 'en').map((r) => r.key)
      const zh = rows.filter((r) => r.locale === 'zh').map((r) => r.key)
      expect(en.length).toBeGreaterThan(0)
      expect(new Set(en)).toEqual(new Set(zh))
    }
    for (const locale of locales) {
      const [brands] = await db
        .select({ n: count() })
        .from(s.brands)
        .where(eq(s.brands.locale, locale))
      expect(brands?.n).toBe(4)
      const provinces = await db
        .selectDistinct({ p: s.outlets.province })
        .from(s.outlets)
        .where(eq(s.outlets.locale, locale))
      expect(provinces.length).toBe(31)
    }
  })

  it('gives a product the same facts in both languages', async () => {
    const rows = await opened.db
      .select({ locale: s.products.locale, model: s.products.model, specs: s.products.specs })
      .from(s.products)
      .where(eq(s.products.translationKey, 'RF-DD20B'))
    const [en, zh] = locales.map((l) => rows.find((r) => r.locale === l))
    expect(en?.specs.map((x) => x.value)).toEqual(zh?.specs.map((x) => x.value))
    expect(en?.specs.find((x) => x.name === 'Rated voltage')?.value).toBe('20 V')
    expect(zh?.specs.find((x) => x.name === '额定电压')?.value).toBe('20 V')
    for (const p of PRODUCTS) {
      const twins = await opened.db
        .select({ specs: s.products.specs })
        .from(s.products)
        .where(eq(s.products.translationKey, p.model))
      expect(twins).toHaveLength(2)
      expect(twins[0]?.specs.map((x) => x.value)).toEqual(twins[1]?.specs.map((x) => x.value))
    }
  })

  it('names outlets apart and states the figures the lists show', async () => {
    for (const locale of locales) {
      const rows = await opened.db
        .select({ name: s.outlets.dealerName, city: s.outlets.city })
        .from(s.outlets)
        .where(eq(s.outlets.locale, locale))
      // No two outlets share a name, and none is told apart by a number alone.
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length)
      for (const r of rows) expect(r.name).not.toMatch(/ \d+$|（[一二三四五六七八九十]+）$/)
      // The About page's outlet figure is the number of outlets the finder lists.
      const about = defaultCompanyPage('about-us', locale).content
      expect(about).toContain(`<strong>${rows.length}</strong>`)
    }
    // Nor does any banner, article or company page state another: a number of outlets is the
    // finder's, never a round figure of its own ("a thousand outlets" beside a list of 132).
    const [outletCount] = await opened.db
      .select({ n: count() })
      .from(s.outlets)
      .where(eq(s.outlets.locale, 'en'))
    const stated: string[] = []
    for (const table of ['ads', 'news', 'company_pages']) {
      const texts = await opened.db
        .select({ text: sql<string>`t::text` })
        .from(sql`${sql.identifier(table)} AS t`)
      for (const { text } of texts) {
        for (const m of text.matchAll(
          /(\d[\d,]*)\s+(?:authori[sz]ed\s+)?(?:service\s+|after-sales\s+)?outlets|(\d+)\s*家(?:授权)?(?:售后)?网点|网点(?:达|共)(\d+)家/gi,
        )) {
          const n = Number((m[1] ?? m[2] ?? m[3] ?? '').replaceAll(',', ''))
          if (n !== outletCount?.n) stated.push(m[0])
        }
        for (const m of text.matchAll(
          /\b(?:a\s+)?(?:thousand|hundreds?)\b[^.]{0,30}outlets|千家/gi,
        )) {
          stated.push(m[0])
        }
      }
    }
    expect(stated).toEqual([])
  })

  it('stores no example.com placeholder anywhere a visitor could read or follow it', async () => {
    const tables = (
      await opened.db
        .select({ name: sql<string>`table_name` })
        .from(sql`information_schema.tables`)
        .where(sql`table_schema = current_schema() AND table_type = 'BASE TABLE'`)
    ).map((r) => r.name)
    expect(tables).toContain('brands')
    const found: string[] = []
    for (const table of tables) {
      const [hits] = await opened.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`${sql.identifier(table)} AS t`)
        .where(sql`t::text ILIKE '%example.com%'`)
      if (hits?.n) found.push(`${table}: ${hits.n}`)
    }
    expect(found).toEqual([])
    // The documents rendered on request say the same.
    for (const f of FILES) expect(JSON.stringify(f.document()), f.key).not.toContain('example.com')
  })

  it('plays each video kind’s own clip, a small WebM with captions in public/', async () => {
    const rows = await opened.db
      .select({ kind: s.videos.kind, url: s.videos.videoUrl, seconds: s.videos.durationSeconds })
      .from(s.videos)
    const clipOf = new Map<string, Set<string>>()
    for (const r of rows) clipOf.set(r.kind, (clipOf.get(r.kind) ?? new Set()).add(r.url))
    expect([...clipOf.keys()].sort()).toEqual(['activity', 'aftersale', 'product'])
    const clips = [...clipOf.values()].map((urls) => [...urls])
    for (const urls of clips) expect(urls).toHaveLength(1)
    expect(new Set(clips.flat()).size).toBe(3)
    for (const url of clips.flat()) {
      expect(url).toMatch(/^\/media\/clips\/[a-z]+\.webm$/)
      const file = fileURLToPath(new URL(`../../../public${url}`, import.meta.url))
      const bytes = readFileSync(file)
      // The EBML header every WebM file opens with.
      expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
      expect(bytes.length).toBeLessThan(150_000)
      // Each listing states the length its clip plays: the Segment's Duration element (ID
      // 0x4489, an 8-byte float, in milliseconds at WebM's default timecode scale).
      const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]))
      expect(at).toBeGreaterThan(0)
      const playsFor = bytes.readDoubleBE(at + 3) / 1000
      for (const r of rows.filter((row) => row.url === url)) {
        expect(r.seconds, url).toBe(Math.round(playsFor))
      }
      const captions = readFileSync(file.replace(/\.webm$/, '.vtt'), 'utf8')
      expect(captions).toMatch(/^WEBVTT\n/)
      // Captions in both languages: one line each.
      expect(captions).toMatch(/\[No sound\./)
      expect(captions).toMatch(/\[无声。/)
    }
  })

  it('dials every outlet on its own city’s area code, in both languages', async () => {
    for (const p of PROVINCES) {
      for (const c of p.cities) {
        const rows = await opened.db
          .select({ contact: s.outlets.contact, lat: s.outlets.lat, lng: s.outlets.lng })
          .from(s.outlets)
          .where(and(eq(s.outlets.city, c.city.en), eq(s.outlets.locale, 'en')))
        expect(rows.length, c.city.en).toBeGreaterThan(0)
        for (const r of rows) {
          expect(r.contact).toContain(` ${c.areaCode}-`)
          expect(Math.abs(r.lat - c.lat)).toBeLessThan(0.05)
          expect(Math.abs(r.lng - c.lng)).toBeLessThan(0.05)
        }
      }
    }
  })
})
