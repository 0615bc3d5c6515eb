import { AsyncLocalStorage } from 'node:async_hooks'
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '~/server/db/client'

/**
 * What visitors see of the content staff edit: published rows from their publish time on.
 * Drafts and rows scheduled for later are left out of every list, detail and language twin,
 * except while a staff preview renders a page (`withPreview`): then everything shows, and the
 * content read cache is bypassed (read-cache.ts), so a preview is never kept or shared.
 * A preview of unsaved content (a draft, the editor's form) also names the database the
 * content service reads: a transaction that holds those values and is rolled back after.
 */
const preview = new AsyncLocalStorage<{ db: Db | null }>()

/** Runs `work` (a page render) with drafts and scheduled rows visible, read from `db` if given. */
export function withPreview<T>(work: () => Promise<T>, db: Db | null = null): Promise<T> {
  return preview.run({ db }, work)
}

export function inPreview(): boolean {
  return preview.getStore() !== undefined
}

/** The database a preview of unsaved content reads (its transaction), else null. */
export function previewDb(): Db | null {
  return preview.getStore()?.db ?? null
}

/** Published, and `at` (the row's publish time; null: at once) has come. */
export function live(table: { status: PgColumn }, at: PgColumn): SQL | undefined {
  if (inPreview()) return undefined
  return and(eq(table.status, 'published'), or(isNull(at), lte(at, sql`now()`)))
}
