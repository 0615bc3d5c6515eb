import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from './client'
import * as s from './schema'
import { openSeededTestDb, testEngines } from './test-db'

const MIGRATION = readFileSync(
  new URL('../../../drizzle/0028_staff_presence.sql', import.meta.url),
  'utf8',
)
const JOURNAL: { entries: Array<{ idx: number; when: number; tag: string }> } = JSON.parse(
  readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
)

describe('migration 0028 in the journal', () => {
  it('comes after every migration before it, so a database that has those runs it', () => {
    const at = JOURNAL.entries.findIndex((e) => e.tag === '0028_staff_presence')
    expect(at).toBeGreaterThan(0)
    const entry = JOURNAL.entries[at]
    for (const before of JOURNAL.entries.slice(0, at)) {
      expect(before.when).toBeLessThan(entry?.when ?? 0)
    }
  })
})

describe.each(testEngines())('migration 0028 on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  it('gives a database from before it the presence table, one row per item and caller', async () => {
    const db = opened.db
    await db.execute(sql`DROP TABLE staff_presence`)
    for (const statement of MIGRATION.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement))
    }
    await db
      .insert(s.staffPresence)
      .values({ collection: 'news', itemKey: 'k1', actor: 'a@example.com', name: 'A' })
    await expect(
      db
        .insert(s.staffPresence)
        .values({ collection: 'news', itemKey: 'k1', actor: 'a@example.com', name: 'A' }),
    ).rejects.toThrow()
    const rows = await db.select().from(s.staffPresence)
    expect(rows).toEqual([expect.objectContaining({ itemKey: 'k1', editing: false })])
  })
})
