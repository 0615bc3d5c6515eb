import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from './client'
import * as s from './schema'
import { openTestDb, testEngines } from './test-db'

const MIGRATION = readFileSync(
  new URL('../../../drizzle/0026_media_focal_point.sql', import.meta.url),
  'utf8',
)
const JOURNAL: { entries: Array<{ idx: number; when: number; tag: string }> } = JSON.parse(
  readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
)

describe('migration 0026 in the journal', () => {
  it('comes after every migration before it, so a database that has those runs it', () => {
    const at = JOURNAL.entries.findIndex((e) => e.tag === '0026_media_focal_point')
    expect(at).toBeGreaterThan(0)
    const entry = JOURNAL.entries[at]
    for (const before of JOURNAL.entries.slice(0, at)) {
      expect(before.when).toBeLessThan(entry?.when ?? 0)
    }
  })
})

describe.each(testEngines())('migration 0026 on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  it('gives every image from before it the centre as its focal point, and keeps points within 0–100', async () => {
    const db = opened.db
    // The database as it was before: images without a focal point.
    await db.execute(sql`ALTER TABLE media DROP CONSTRAINT media_focal_range`)
    await db.execute(sql`ALTER TABLE media DROP COLUMN focal_x, DROP COLUMN focal_y`)
    await db.execute(
      sql`INSERT INTO media (hash, file_name, mime, width, height, bytes, variants)
          VALUES ('0123456789abcdef0123456789abcdef', 'old.png', 'image/png', 640, 480, 1000, '[]')`,
    )
    for (const statement of MIGRATION.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement))
    }
    const [old] = await db.select().from(s.media)
    expect(old).toMatchObject({ fileName: 'old.png', focalX: 50, focalY: 50 })
    await expect(db.execute(sql`UPDATE media SET focal_x = 101`)).rejects.toThrow()
  })
})
