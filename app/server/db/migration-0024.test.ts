import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locale'
import type { OpenDb } from './client'
import * as s from './schema'
import { PRODUCTS } from './seed-data'
import { seedPartsOf } from './seed-parts'
import { PLATFORM_PARTS } from './seed-platforms'
import { openSeededTestDb, testEngines } from './test-db'

const MIGRATION = readFileSync(
  new URL('../../../drizzle/0024_spare_parts.sql', import.meta.url),
  'utf8',
)
const JOURNAL: { entries: Array<{ idx: number; when: number; tag: string }> } = JSON.parse(
  readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
)

describe('migration 0024 in the journal', () => {
  it('comes after every migration before it, so a database that has those runs it', () => {
    const at = JOURNAL.entries.findIndex((e) => e.tag === '0024_spare_parts')
    expect(at).toBeGreaterThan(0)
    const entry = JOURNAL.entries[at]
    for (const before of JOURNAL.entries.slice(0, at)) {
      expect(before.when).toBeLessThan(entry?.when ?? 0)
    }
  })
})

describe.each(testEngines())('migration 0024 on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  it('gives the demo tools of a database from before it the parts a new one is seeded with', async () => {
    const db = opened.db
    // A tool staff added, which the migration leaves without parts.
    const [own] = await db.select().from(s.products).limit(1)
    // The database as it was before: products without parts.
    await db.execute(
      sql`ALTER TABLE products DROP COLUMN parts, DROP COLUMN part_names, DROP COLUMN parts_drawing`,
    )
    if (own) {
      const { id: _, ...copy } = own
      await db.execute(
        sql`INSERT INTO products (locale, translation_key, category_id, brand_id, name, model, summary, content) VALUES (${copy.locale}, 'staff-made', ${copy.categoryId}, ${copy.brandId}, 'Staff tool', ${copy.model}, '', '')`,
      )
    }
    for (const statement of MIGRATION.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement))
    }
    const products = await db.select().from(s.products)
    // The tools, the platforms' batteries and chargers (which have no parts list), and staff's.
    expect(products.length).toBe((PRODUCTS.length + PLATFORM_PARTS.length) * 2 + 1)
    for (const p of products) {
      const def = PRODUCTS.find((d) => d.model === p.translationKey)
      if (!def) {
        expect(p.parts).toEqual([])
        expect(p.partNames).toEqual([])
        expect(p.partsDrawing).toBeNull()
        continue
      }
      const seeded = seedPartsOf(def, p.locale as Locale)
      expect(p.parts, `${p.model}/${p.locale}`).toEqual(seeded.parts)
      expect(p.partNames, `${p.model}/${p.locale}`).toEqual(seeded.partNames)
      expect(p.partsDrawing).toBe(seeded.partsDrawing)
    }
  })
})
