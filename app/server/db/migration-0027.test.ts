import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from './client'
import * as s from './schema'
import { openSeededTestDb, testEngines } from './test-db'

const MIGRATION = readFileSync(
  new URL('../../../drizzle/0027_content_drafts_review.sql', import.meta.url),
  'utf8',
)
const JOURNAL: { entries: Array<{ idx: number; when: number; tag: string }> } = JSON.parse(
  readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
)

describe('migration 0027 in the journal', () => {
  it('comes after every migration before it, so a database that has those runs it', () => {
    const at = JOURNAL.entries.findIndex((e) => e.tag === '0027_content_drafts_review')
    expect(at).toBeGreaterThan(0)
    const entry = JOURNAL.entries[at]
    for (const before of JOURNAL.entries.slice(0, at)) {
      expect(before.when).toBeLessThan(entry?.when ?? 0)
    }
  })
})

describe.each(testEngines())('migration 0027 on %s', (engine) => {
  let opened: OpenDb
  beforeAll(async () => {
    opened = await openSeededTestDb(engine)
  }, 120_000)
  afterAll(() => opened?.close())

  it('gives a database from before it drafts, the review step and accounts limited to collections, its staff unlimited', async () => {
    const db = opened.db
    // The database as it was before.
    await db.execute(sql`DROP TABLE content_drafts`)
    await db.execute(sql`DROP TABLE content_reviews`)
    await db.execute(sql`ALTER TABLE staff_users DROP COLUMN collections`)
    await db.execute(
      sql`INSERT INTO staff_users (email, password_hash, role) VALUES ('old@example.com', 'x', 'editor')`,
    )
    for (const statement of MIGRATION.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement))
    }
    const [old] = await db
      .select()
      .from(s.staffUsers)
      .where(eq(s.staffUsers.email, 'old@example.com'))
    expect(old?.collections).toBeNull()
    await db.insert(s.contentDrafts).values({
      collection: 'news',
      itemKey: 'k1',
      content: { en: { title: 'Draft' } },
      actor: 'old@example.com',
    })
    // One draft per item.
    await expect(
      db.insert(s.contentDrafts).values({
        collection: 'news',
        itemKey: 'k1',
        content: {},
        actor: 'old@example.com',
      }),
    ).rejects.toThrow()
    const [review] = await db
      .insert(s.contentReviews)
      .values({
        collection: 'news',
        itemKey: 'k1',
        state: 'submitted',
        submittedBy: 'a@example.com',
      })
      .returning()
    expect(review).toMatchObject({ comment: '', reviewedBy: null })
  })
})
