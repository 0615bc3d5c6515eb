import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from './client'
import * as s from './schema'
import { seedIfEmpty } from './seed'
import { openTestDb, testEngines } from './test-db'

describe.each(testEngines())('seed on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openTestDb(engine)
  })
  afterAll(() => opened.close())

  it('fills an empty database once, with the quantities the demo needs in both languages', async () => {
    expect(await seedIfEmpty(opened.db)).toBe(true)
    expect(await seedIfEmpty(opened.db)).toBe(false)
    for (const locale of ['en', 'zh']) {
      const n = async (table: typeof s.products | typeof s.news | typeof s.brands) =>
        (await opened.db.select({ n: count() }).from(table).where(eq(table.locale, locale)))[0]?.n
      expect(await n(s.brands)).toBeGreaterThanOrEqual(4)
      expect(await n(s.products)).toBeGreaterThanOrEqual(60)
      expect(await n(s.news)).toBeGreaterThanOrEqual(40)
      const provinces = await opened.db
        .selectDistinct({ p: s.outlets.province })
        .from(s.outlets)
        .where(eq(s.outlets.locale, locale))
      expect(provinces.length).toBe(31)
    }
  })
})
