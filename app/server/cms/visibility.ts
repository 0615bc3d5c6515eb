import { AsyncLocalStorage } from 'node:async_hooks'
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/**
 * What visitors see of the content staff edit: published rows from their publish time on.
 * Drafts and rows scheduled for later are left out of every list, detail and language twin,
 * except while a staff preview renders a page (`withPreview`): then everything shows, and the
 * content read cache is bypassed (read-cache.ts), so a preview is never kept or shared.
 */
const preview = new AsyncLocalStorage<true>()

/** Runs `work` (a page render) with drafts and scheduled rows visible. */
export function withPreview<T>(work: () => Promise<T>): Promise<T> {
  return preview.run(true, work)
}

export function inPreview(): boolean {
  return preview.getStore() === true
}

/** Published, and `at` (the row's publish time; null: at once) has come. */
export function live(table: { status: PgColumn }, at: PgColumn): SQL | undefined {
  if (inPreview()) return undefined
  return and(eq(table.status, 'published'), or(isNull(at), lte(at, sql`now()`)))
}
