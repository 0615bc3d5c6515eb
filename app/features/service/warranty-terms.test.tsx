import { randomBytes } from 'node:crypto'
import { I18nProvider } from '@lingui/react'
import { and, eq } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withWords } from '~/features/member/warranty.server'
import { certificateOf } from '~/features/member/warranty-certificate.server'
import { WarrantyStatementText } from '~/features/service/warranty-statement'
import { catalogsForPath } from '~/i18n/catalogs'
import { getI18n, loadCatalogs } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { hashToken } from '~/server/cms/auth'
import {
  cmsProductDetail,
  cmsProductProductClist,
  cmsProductProductlist,
} from '~/server/cmsapi/calls'
import { cmsApiMemberWarrantyAdd } from '~/server/cmsapi/member-calls'
import { inProcessTransport } from '~/server/cmsapi/transport'
import type { OpenDb } from '~/server/db/client'
import { downloads, members, productCategories, products, sessions } from '~/server/db/schema'
import { WARRANTY } from '~/server/db/seed-data'
import { documentHtml, fileOf, warrantyParagraph } from '~/server/db/seed-documents'
import { openSeededTestDb, testEngines } from '~/server/db/test-db'
import { handleStaffHttp } from '~/server/staff/api'
import { signedInStaff } from '~/server/staff/test-staff'
import {
  type WarrantyStatement,
  type WarrantyTerms,
  warrantyStatement,
} from '~/shared/warranty-terms'

// One warranty statement: every place that states a term (the service overview, a product's
// page, a manual, a registration and its certificate) says what the product category stores.

/** The service overview's warranty paragraph as a reader sees it: its text, without markup. */
function rendered(statement: WarrantyStatement, locale: Locale): string {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={getI18n(locale)}>
      <WarrantyStatementText statement={statement} />
    </I18nProvider>,
  )
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
}

beforeAll(() => loadCatalogs('en', catalogsForPath('/service/service')))

describe('the service overview’s statement', () => {
  const terms = (months: number, accessoryMonths: number): WarrantyTerms => ({
    months,
    accessoryMonths,
  })

  it('says one term when every category has the same, each category’s when they differ, none without any', () => {
    const same = warrantyStatement([
      { id: 1, name: 'Drills', warranty: terms(24, 12) },
      { id: 2, name: 'Saws', warranty: terms(24, 12) },
    ])
    expect(same).toEqual({ kind: 'one', terms: terms(24, 12) })
    expect(rendered(same, 'en')).toContain(
      'Every tool carries a warranty of 24 months from the invoice date; batteries and chargers 12 months.',
    )
    const differ = warrantyStatement([
      { id: 1, name: 'Drills', warranty: terms(36, 1) },
      { id: 2, name: 'Saws', warranty: terms(24, 12) },
    ])
    expect(differ.kind).toBe('byCategory')
    const text = rendered(differ, 'en')
    expect(text).toContain('Drills: 36 months, batteries and chargers 1 month')
    expect(text).toContain('Saws: 24 months, batteries and chargers 12 months')
    // A category without terms (a CMS that sends none for it) is not claimed by "every tool".
    const partly = warrantyStatement([
      { id: 1, name: 'Drills', warranty: terms(24, 12) },
      { id: 2, name: 'Saws', warranty: null },
    ])
    expect(partly).toEqual({
      kind: 'byCategory',
      categories: [{ id: 1, name: 'Drills', terms: terms(24, 12) }],
    })
    const none = warrantyStatement([{ id: 2, name: 'Saws', warranty: null }])
    expect(none).toEqual({ kind: 'none' })
    expect(rendered(none, 'en')).not.toMatch(/\d/)
    expect(rendered(warrantyStatement([]), 'zh')).not.toMatch(/\d/)
  })
})

describe.each(testEngines())('one warranty statement on %s', (engine) => {
  let opened: OpenDb
  const t = () => inProcessTransport(opened.db)

  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  /** Each category row's terms as stored, by its id (the ids of either language). */
  async function storedTerms(): Promise<Map<number, WarrantyTerms & { key: string }>> {
    const rows = await opened.db
      .select({
        id: productCategories.id,
        key: productCategories.translationKey,
        months: productCategories.warrantyMonths,
        accessoryMonths: productCategories.accessoryWarrantyMonths,
      })
      .from(productCategories)
    return new Map(rows.map(({ id, ...r }) => [id, r]))
  }

  const termsOf = (r: WarrantyTerms | undefined) =>
    r && { months: r.months, accessoryMonths: r.accessoryMonths }

  /**
   * What the product pages and the service overview read in `locale`: each category's terms and
   * each product's, compared with the rows; the overview's statement and its text.
   */
  async function statedIn(locale: Locale) {
    const stored = await storedTerms()
    const categories = await cmsProductProductClist({ locale }, t())
    expect(categories.length).toBeGreaterThan(0)
    for (const c of categories) expect(c.warranty).toEqual(termsOf(stored.get(c.id)))
    const { list } = await cmsProductProductlist({ locale }, { pageSize: 100 }, t())
    expect(list.length).toBeGreaterThan(0)
    for (const p of list) {
      const detail = await cmsProductDetail({ locale }, p.id, t())
      expect(detail.warranty, detail.model).toEqual(termsOf(stored.get(p.categoryId ?? 0)))
    }
    const statement = warrantyStatement(categories)
    return { statement, text: rendered(statement, locale) }
  }

  it('seeds the terms the certificates use: 24 months, batteries and chargers 12', async () => {
    expect(WARRANTY).toEqual({ months: 24, accessoryMonths: 12 })
    const stored = [...(await storedTerms()).values()]
    expect(stored.length).toBeGreaterThan(0)
    for (const r of stored) expect(termsOf(r)).toEqual(WARRANTY)
  })

  it('writes every manual’s warranty section, its page and its PDF, from its category’s terms', async () => {
    const manuals = await opened.db
      .select({
        key: downloads.translationKey,
        locale: downloads.locale,
        content: downloads.content,
        months: productCategories.warrantyMonths,
        accessoryMonths: productCategories.accessoryWarrantyMonths,
      })
      .from(downloads)
      .innerJoin(products, eq(products.id, downloads.productId))
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(eq(downloads.kind, 'manual'))
    expect(manuals.length).toBeGreaterThan(0)
    for (const m of manuals) {
      const locale = m.locale as Locale
      const text = warrantyParagraph({ months: m.months, accessoryMonths: m.accessoryMonths })
      // The manual's page (its HTML, stored by the seed) …
      const paragraph = documentHtml(
        { title: text, date: '', footer: text, blocks: [{ type: 'paragraph', text }] },
        locale,
      )
      expect(m.content, m.key).toContain(paragraph)
      expect(m.content).toContain(
        locale === 'zh'
          ? `${m.months}个月内（电池和充电器为${m.accessoryMonths}个月）`
          : `for ${m.months} months from the date of purchase (batteries and chargers: ${m.accessoryMonths} months)`,
      )
      // … and its PDF, drawn from the same document.
      expect(fileOf(m.key)?.document().blocks).toContainEqual({ type: 'paragraph', text })
    }
  })

  it('states the categories’ terms on the product pages and the service overview, and follows a staff change', async () => {
    for (const locale of ['en', 'zh'] as const) {
      const { statement, text } = await statedIn(locale)
      expect(statement).toEqual({ kind: 'one', terms: WARRANTY })
      expect(text).toContain('24')
      expect(text).toContain('12')
    }
    expect((await statedIn('en')).text).toContain(
      'Every tool carries a warranty of 24 months from the invoice date; batteries and chargers 12 months.',
    )

    // Staff give the drills 36 months, their batteries and chargers 18.
    const editor = await signedInStaff(opened.db, { email: 'terms@example.com', role: 'editor' })
    const patch = (body: unknown) =>
      handleStaffHttp(
        new Request('http://staff.test/api/staff/product-categories/drills', {
          method: 'PATCH',
          headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        '/product-categories/drills',
        { db: opened.db, ip: '10.9.9.7' },
      )
    for (const wrong of [0, 121, 12.5, '18']) {
      const refused = await patch({ accessoryWarrantyMonths: wrong })
      expect(refused.status, String(wrong)).toBe(400)
      const months = await patch({ warrantyMonths: wrong })
      expect(months.status, String(wrong)).toBe(400)
    }
    const saved = await patch({ warrantyMonths: 36, accessoryWarrantyMonths: 18 })
    expect(saved.status).toBe(200)
    expect((await saved.json()).data).toMatchObject({
      warrantyMonths: 36,
      accessoryWarrantyMonths: 18,
    })
    // Both language versions of the category: the terms are shared.
    const drills = [...(await storedTerms()).values()].filter((r) => r.key === 'drills')
    expect(drills.map(termsOf)).toEqual([
      { months: 36, accessoryMonths: 18 },
      { months: 36, accessoryMonths: 18 },
    ])

    const en = await statedIn('en')
    expect(en.statement.kind).toBe('byCategory')
    expect(en.text).toContain('Drills: 36 months, batteries and chargers 18 months')
    expect(en.text).toContain('Saws: 24 months, batteries and chargers 12 months')
    expect(en.text).not.toContain('Every tool carries a warranty of')
    const zh = await statedIn('zh')
    expect(zh.statement.kind === 'byCategory' && zh.statement.categories).toContainEqual(
      expect.objectContaining({ name: '电钻', terms: { months: 36, accessoryMonths: 18 } }),
    )
    expect(zh.text).toMatch(/电钻.*36.*18/)
  })

  it('registers a tool with its category’s term; the list and the certificate state that term', async () => {
    const [member] = await opened.db
      .insert(members)
      .values({ account: '13700000031', passwordHash: 'not-used' })
      .returning({ id: members.id })
    const token = randomBytes(32).toString('base64url')
    await opened.db.insert(sessions).values({
      tokenHash: hashToken(token),
      memberId: member?.id ?? 0,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const stored = await storedTerms()
    for (const [key, serial] of [
      ['drills', 'TERMS-0001'],
      ['saws', 'TERMS-0002'],
    ] as const) {
      const [product] = await opened.db
        .select({ model: products.model, categoryId: products.categoryId })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(and(eq(productCategories.translationKey, key), eq(products.locale, 'en')))
        .limit(1)
      const terms = stored.get(product?.categoryId ?? 0)
      const w = await cmsApiMemberWarrantyAdd(
        { locale: 'en', token, peopleIp: '10.9.0.31' },
        { model: product?.model ?? '', serial, purchasedAt: '2026-01-15' },
        t(),
      )
      expect(w.months, key).toBe(terms?.months)
      // The registered products' list …
      expect(withWords('en', [w])[0]?.words.months).toBe(`${terms?.months} months`)
      // … and the certificate.
      const site = { name: { en: 'Ruifeng Tools', zh: '瑞丰工具' }, hotline: '400-182-5988' }
      for (const locale of ['en', 'zh'] as const) {
        const rows = certificateOf(w, locale, site, '2026-12-01').blocks.flatMap((b) =>
          b.type === 'table' ? b.rows : [],
        )
        const term = rows.find(([label]) => label.en === 'Warranty term')?.[1]
        expect(term).toBe(locale === 'zh' ? `${terms?.months} 个月` : `${terms?.months} months`)
      }
    }
  })
})
