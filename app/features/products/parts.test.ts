import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locale'
import {
  cmsProductDetail,
  cmsProductPartsSearch,
  cmsProductProductlist,
} from '~/server/cmsapi/calls'
import { parseNoting } from '~/server/cmsapi/lenient'
import { ProductDetail } from '~/server/cmsapi/schemas'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { PRODUCTS } from '~/server/db/seed-data'
import { partsOf } from '~/server/db/seed-parts'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp } from '~/server/staff/api'
import { signedInStaff } from '~/server/staff/test-staff'

// Spare parts: every demo tool has an exploded drawing's parts in both languages, a part that
// two tools of a brand share has one part number, the parts search finds tools by model and
// parts by number or name, and staff edit the parts, refused with a 400 on bad rows.

describe('the demo tools’ parts', () => {
  it('give every tool its numbered parts, each part number named once per brand and language', () => {
    const names = new Map<string, string>()
    for (const p of PRODUCTS) {
      const parts = partsOf(p)
      expect(parts.length, p.model).toBeGreaterThanOrEqual(6)
      expect(parts.map((x) => x.number)).toEqual(parts.map((_, i) => i + 1))
      for (const part of parts) {
        expect(part.partNumber, p.model).toMatch(/^[A-Z0-9][A-Z0-9-]+$/)
        expect(part.quantity).toBeGreaterThanOrEqual(1)
        for (const v of [part.x, part.y]) {
          expect(v).toBeGreaterThanOrEqual(0)
          expect(v).toBeLessThanOrEqual(100)
        }
        for (const locale of ['en', 'zh'] as const) {
          expect(part.name[locale], `${p.model} ${part.partNumber}`).not.toBe('')
          const key = `${p.brand}:${locale}:${part.partNumber}`
          // The same number is the same part: it has the same name on every tool.
          expect(names.get(key) ?? part.name[locale], key).toBe(part.name[locale])
          names.set(key, part.name[locale])
        }
      }
    }
  })

  it('share a part number between the tools of a brand that use the same part', () => {
    const terminal = (model: string) =>
      partsOf(PRODUCTS.find((p) => p.model === model) ?? PRODUCTS[0]!).find(
        (x) => x.name.en === 'Battery terminal block',
      )?.partNumber
    // The maker's 20 V tools take one terminal block; its 12 V tool of another brand does not.
    expect(terminal('RF-DD20B')).toBeDefined()
    expect(terminal('RF-IW20B')).toBe(terminal('RF-DD20B'))
    expect(terminal('RF-CS20B')).toBe(terminal('RF-DD20B'))
    expect(terminal('DK-DD12')).not.toBe(terminal('DK-RH20B'))
    // The brands' numbers have the brands' forms.
    expect(terminal('RF-DD20B')).toMatch(/^1619RF\d{4}$/)
    expect(terminal('DK-DD12')).toMatch(/^\d{6}-\d$/)
    expect(terminal('DA-ID12')).toMatch(/^N\d{6}$/)
    expect(terminal('KX-CH30')).toMatch(/^KX-\d{5}$/)
  })
})

describe('a CMS’s product detail, read at the client’s edge', () => {
  const detail = { id: 5, name: 'Drill', model: 'X-1' }

  it('has no parts and no drawing when the CMS sends none: the page shows no parts section', () => {
    const { result } = parseNoting(ProductDetail, detail, 'http://cms.example.cn')
    expect(result.success && result.output.parts).toEqual([])
    expect(result.success && result.output.partsDrawing).toBe('')
  })

  it('reads parts as old systems send them, leaves out a part it cannot use, and marks only placed ones', () => {
    const { result, notes } = parseNoting(
      ProductDetail,
      {
        ...detail,
        partsDrawing: '/profile/upload/x1-exploded.png',
        parts: [
          { number: '1', partNumber: 'N421563', name: 'Armature', quantity: '2', x: '10.5', y: 20 },
          { number: 2, partNumber: 629937, name: 'Anvil', quantity: null },
          { number: 3, name: 'No part number' },
          { number: 4, partNumber: 'N1', name: 'Off the drawing', quantity: 1, x: 140, y: -5 },
        ],
      },
      'http://cms.example.cn',
    )
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(result.output.partsDrawing).toBe('http://cms.example.cn/profile/upload/x1-exploded.png')
    expect(result.output.parts).toEqual([
      { number: 1, partNumber: 'N421563', name: 'Armature', quantity: 2, x: 10.5, y: 20 },
      { number: 2, partNumber: '629937', name: 'Anvil', quantity: 1, x: null, y: null },
      { number: 4, partNumber: 'N1', name: 'Off the drawing', quantity: 1, x: null, y: null },
    ])
    expect(notes.dropped.map((d) => d.index)).toEqual([2])
  })
})

describe.each(testEngines())('spare parts on %s', (engine) => {
  let opened: OpenDb
  const t = () => inProcessTransport(opened.db)

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  async function productId(locale: Locale, model: string) {
    const { list } = await cmsProductProductlist({ locale }, { keyword: model, pageSize: 10 }, t())
    const found = list.find((p) => p.model === model)
    expect(found, model).toBeDefined()
    return found?.id ?? 0
  }

  it('answers a tool’s parts with its detail, numbered alike and named in each language', async () => {
    const en = await cmsProductDetail({ locale: 'en' }, await productId('en', 'RF-AG125'), t())
    const zh = await cmsProductDetail({ locale: 'zh' }, await productId('zh', 'RF-AG125'), t())
    expect(en.partsDrawing).toBe('/media/parts/RF-AG125.svg')
    expect(zh.partsDrawing).toBe('/media/parts/RF-AG125.svg')
    const shared = (parts: typeof en.parts) =>
      parts.map(({ number, partNumber, quantity, x, y }) => ({
        number,
        partNumber,
        quantity,
        x,
        y,
      }))
    expect(shared(zh.parts)).toEqual(shared(en.parts))
    expect(en.parts.map((p) => p.name)).toContain('Carbon brush set')
    expect(zh.parts.map((p) => p.name)).toContain('碳刷组')
    expect(en.parts.map((p) => p.number)).toEqual(en.parts.map((_, i) => i + 1))
  })

  it('finds tools by their model as people type it, and parts by number or name', async () => {
    const ctx = { locale: 'en' as const }
    const byModel = await cmsProductPartsSearch(ctx, 'rf dd20b', t())
    expect(byModel.products.map((p) => p.model)).toEqual(['RF-DD20B'])
    expect(byModel.products[0]?.partCount).toBe(partsOf(PRODUCTS[0]!).length)

    // The maker's 20 V terminal block, typed with spaces and in lower case: every tool it fits,
    // each at the part's own callout number.
    const block = partsOf(PRODUCTS[0]!).find((p) => p.name.en === 'Battery terminal block')
    const typed = `${block?.partNumber.slice(0, 4)} ${block?.partNumber.slice(4).toLowerCase()}`
    const byNumber = await cmsProductPartsSearch(ctx, typed, t())
    expect(byNumber.parts).toHaveLength(1)
    expect(byNumber.parts[0]?.partNumber).toBe(block?.partNumber)
    expect(byNumber.parts[0]?.products.map((p) => p.model).sort()).toEqual(
      ['RF-AG20B', 'RF-CS20B', 'RF-DD20B', 'RF-IW20B'].sort(),
    )
    for (const tool of byNumber.parts[0]?.products ?? []) {
      const def = PRODUCTS.find((p) => p.model === tool.model)
      expect(partsOf(def!).find((p) => p.number === tool.number)?.partNumber).toBe(
        block?.partNumber,
      )
    }

    const byName = await cmsProductPartsSearch({ locale: 'zh' }, '碳刷', t())
    expect(byName.parts.length).toBeGreaterThan(1)
    for (const part of byName.parts) expect(part.name).toBe('碳刷组')
    const corded = PRODUCTS.filter((p) => !p.cordless).map((p) => p.model)
    expect(byName.parts.flatMap((p) => p.products.map((x) => x.model)).sort()).toEqual(
      corded.sort(),
    )

    const none = await cmsProductPartsSearch(ctx, 'no such part', t())
    expect(none).toEqual({ products: [], parts: [] })
  })

  it('refuses a search without a keyword as a bad request', async () => {
    await expect(cmsProductPartsSearch({ locale: 'en' }, '  ', t())).rejects.toMatchObject({
      status: 400,
    })
  })

  it('takes a tool’s parts from staff only when every row is good and every part is named', async () => {
    const editor = await signedInStaff(opened.db, { email: 'parts@example.com', role: 'editor' })
    const patch = (body: unknown) =>
      handleStaffHttp(
        new Request('http://staff.test/api/staff/products/DK-IW450', {
          method: 'PATCH',
          headers: {
            authorization: `Bearer ${editor}`,
            'content-type': 'application/json',
            'accept-language': 'zh',
          },
          body: JSON.stringify(body),
        }),
        '/products/DK-IW450',
        { db: opened.db, ip: '10.9.9.7' },
      )
    const row = { number: 1, partNumber: '629937-8', quantity: 1, x: 20, y: 10 }
    const names = (name: string, partNumber = '629937-8') => [{ partNumber, name }]
    const both = (partNumber = '629937-8') => ({
      en: { partNames: names('Anvil', partNumber) },
      zh: { partNames: names('输出轴', partNumber) },
    })
    const wrong: unknown[] = [
      { parts: [{ ...row, partNumber: '629937-8; drop' }], ...both('629937-8; drop') },
      { parts: [{ ...row, partNumber: '' }], ...both('') },
      { parts: [row, { ...row, partNumber: '629938-1' }], ...both() },
      { parts: [{ ...row, x: 120 }], ...both() },
      { parts: [{ ...row, quantity: 0 }], ...both() },
      { parts: [{ ...row, number: 1.5 }], ...both() },
      { parts: [{ ...row, x: '20' }], ...both() },
      { parts: 'armature', ...both() },
      // A part named in one language only, a name for a part the drawing lacks, a blank name.
      { parts: [row], en: { partNames: names('Anvil') }, zh: { partNames: [] } },
      { parts: [row], ...both(), zh: { partNames: [...names('输出轴'), ...names('轴承', 'N1')] } },
      { parts: [row], en: { partNames: names(' ') }, zh: { partNames: names('输出轴') } },
      { partsDrawing: 'javascript:alert(1)' },
    ]
    const before = await cmsProductDetail({ locale: 'en' }, await productId('en', 'DK-IW450'), t())
    for (const body of wrong) {
      const refused = await patch(body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      const answer = await refused.json()
      // The message is in the editor's language (Chinese here).
      expect(JSON.stringify(answer), JSON.stringify(body)).toMatch(/[\u4e00-\u9fff]/)
    }
    // Nothing of a refused edit was stored.
    const unchanged = await cmsProductDetail({ locale: 'en' }, before.id, t())
    expect(unchanged.parts).toEqual(before.parts)

    const saved = await patch({
      parts: [row, { number: 2, partNumber: '629938-1', quantity: 2, x: 60.5, y: 89.6 }],
      partsDrawing: '/media/parts/DK-IW450.svg',
      en: { partNames: [...names('Anvil'), ...names('Bearing', '629938-1')] },
      zh: { partNames: [...names('输出轴'), ...names('轴承', '629938-1')] },
    })
    expect(saved.status).toBe(200)
    const en = await cmsProductDetail({ locale: 'en' }, before.id, t())
    expect(en.parts).toEqual([
      { number: 1, partNumber: '629937-8', name: 'Anvil', quantity: 1, x: 20, y: 10 },
      { number: 2, partNumber: '629938-1', name: 'Bearing', quantity: 2, x: 60.5, y: 89.6 },
    ])
    const zh = await cmsProductDetail({ locale: 'zh' }, await productId('zh', 'DK-IW450'), t())
    expect(zh.parts.map((p) => p.name)).toEqual(['输出轴', '轴承'])
    // The search finds the new part at once, in each language.
    const found = await cmsProductPartsSearch({ locale: 'zh' }, '629938 1', t())
    expect(found.parts).toEqual([
      {
        partNumber: '629938-1',
        name: '轴承',
        products: [expect.objectContaining({ model: 'DK-IW450', number: 2 })],
      },
    ])
  })
})
