import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locale'
import type { OpenDb } from './client'
import * as s from './schema'
import { type BrandCode, onlineStoresOf } from './seed-data'
import { openSeededTestDb, testEngines } from './test-db'

const MIGRATION = readFileSync(
  new URL('../../../drizzle/0023_brand_online_stores.sql', import.meta.url),
  'utf8',
)
const JOURNAL: { entries: Array<{ idx: number; when: number; tag: string }> } = JSON.parse(
  readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
)

describe('migration 0023 in the journal', () => {
  it('comes after every migration before it, so a database that has those runs it', () => {
    const at = JOURNAL.entries.findIndex((e) => e.tag === '0023_brand_online_stores')
    expect(at).toBeGreaterThan(0)
    const entry = JOURNAL.entries[at]
    for (const before of JOURNAL.entries.slice(0, at)) {
      expect(before.when).toBeLessThan(entry?.when ?? 0)
    }
  })
})

describe.each(testEngines())('migration 0023 on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  it('gives the demo brands of a database from before it the stores a new one is seeded with', async () => {
    const db = opened.db
    // The database as it was before: brands without online stores.
    await db.execute(sql`ALTER TABLE brands DROP COLUMN online_stores`)
    for (const statement of MIGRATION.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement))
    }
    const brands = await db.select().from(s.brands)
    expect(brands.length).toBeGreaterThan(0)
    for (const b of brands) {
      expect(b.onlineStores, `${b.code}/${b.locale}`).toEqual(
        onlineStoresOf(b.code as BrandCode, b.locale as Locale),
      )
    }
  })
})
