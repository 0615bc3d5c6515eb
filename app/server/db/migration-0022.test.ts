import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from './client'
import * as s from './schema'
import { documentHtml, warrantyParagraph } from './seed-documents'
import { openSeededTestDb, testEngines } from './test-db'

const MIGRATION = readFileSync(
  new URL('../../../drizzle/0022_warranty_terms.sql', import.meta.url),
  'utf8',
)
const JOURNAL: { entries: Array<{ idx: number; when: number; tag: string }> } = JSON.parse(
  readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
)

describe('migration 0022 in the journal', () => {
  it('comes after every migration before it, so a database that has those runs it', () => {
    const at = JOURNAL.entries.findIndex((e) => e.tag === '0022_warranty_terms')
    expect(at).toBeGreaterThan(0)
    const entry = JOURNAL.entries[at]
    for (const before of JOURNAL.entries.slice(0, at)) {
      expect(before.when).toBeLessThan(entry?.when ?? 0)
    }
  })
})

describe.each(testEngines())('migration 0022 on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  it('gives a database from before it the batteries’ and chargers’ term its manuals state', async () => {
    const db = opened.db
    // The database as it was before: no term of its own for batteries and chargers.
    await db.execute(sql`ALTER TABLE product_categories DROP COLUMN accessory_warranty_months`)
    for (const statement of MIGRATION.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement))
    }
    const categories = await db.select().from(s.productCategories)
    expect(categories.length).toBeGreaterThan(0)
    for (const c of categories) expect(c.accessoryWarrantyMonths).toBe(12)
    // The manuals seeded before the migration already say so: they and the categories agree.
    const manuals = await db
      .select({
        locale: s.downloads.locale,
        content: s.downloads.content,
        months: s.productCategories.warrantyMonths,
        accessoryMonths: s.productCategories.accessoryWarrantyMonths,
      })
      .from(s.downloads)
      .innerJoin(s.products, eq(s.products.id, s.downloads.productId))
      .innerJoin(s.productCategories, eq(s.productCategories.id, s.products.categoryId))
      .where(eq(s.downloads.kind, 'manual'))
    expect(manuals.length).toBeGreaterThan(0)
    for (const m of manuals) {
      const text = warrantyParagraph(m)
      const locale = m.locale === 'zh' ? 'zh' : 'en'
      expect(m.content).toContain(
        documentHtml(
          { title: text, date: '', footer: text, blocks: [{ type: 'paragraph', text }] },
          locale,
        ),
      )
    }
    // A category made later without terms gets the same.
    const [made] = await db
      .insert(s.productCategories)
      .values({ locale: 'en', name: 'Lasers', image: '' })
      .returning()
    expect(made).toMatchObject({ warrantyMonths: 24, accessoryWarrantyMonths: 12 })
  })
})
