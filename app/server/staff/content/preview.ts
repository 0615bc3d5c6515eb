import { msg } from '@lingui/core/macro'
import type { Db } from '~/server/db/client'
import { COLLECTIONS, type CollectionName, type ContentItem } from '~/shared/staff/content'
import { StaffError } from '../errors'
import { BINDINGS } from './bindings'
import { draftRow } from './drafts'
import {
  bodyOf,
  type Ctx,
  getContentItem,
  itemOf,
  parseFull,
  storedRows,
  writeItem,
} from './service'
import type { Values } from './values'

/** What a preview shows in place of the stored item: its server draft, or the form's body. */
export type Unsaved = { draft: true } | { body: unknown }

/** Thrown to roll the preview's transaction back, carrying what the work answered. */
class Rollback<T> {
  constructor(readonly value: T) {}
}

/**
 * Runs `work` (a page render) on a database where the item holds unsaved values: its server
 * draft, or a form's body validated and sanitized as a save would be (a 400 with the fields'
 * errors when it would be refused). The values are written inside a transaction that is always
 * rolled back: nothing of a preview is kept, no revision, no audit entry, no purge. `key` null:
 * a new item (the form of one not yet saved).
 */
export async function withUnsaved<T>(
  ctx: Ctx,
  name: CollectionName,
  key: string | null,
  unsaved: Unsaved,
  work: (db: Db, item: ContentItem) => Promise<T>,
): Promise<T> {
  const def = COLLECTIONS[name]
  if (key === null && def.fixed) throw new StaffError(404, msg`No such item`)
  // Checked before the transaction: a refused body is answered without touching the database.
  const form = 'body' in unsaved ? parseFull(ctx, unsaved.body) : null
  try {
    await ctx.db.transaction(async (tx) => {
      const itemKey = key ?? crypto.randomUUID()
      const rows = key === null ? [] : await storedRows(tx, BINDINGS[name], key)
      if (key !== null && !rows.length) throw new StaffError(404, msg`No such item`)
      let full = form
      if (!full) {
        const draft = await draftRow(tx, name, itemKey)
        if (!draft) throw new StaffError(404, msg`This item has no draft`)
        const content: Values =
          typeof draft.content === 'object' && draft.content !== null ? { ...draft.content } : {}
        const merged = bodyOf(def, await itemOf(tx, def, rows))
        for (const f of def.shared) if (f.name in content) merged[f.name] = content[f.name]
        merged.en = content.en ?? null
        merged.zh = content.zh ?? null
        full = parseFull(ctx, merged)
      }
      await writeItem(ctx, tx, def, itemKey, full, rows)
      throw new Rollback(await work(tx, await getContentItem(tx, name, itemKey)))
    })
  } catch (outcome) {
    if (outcome instanceof Rollback) return outcome.value
    throw outcome
  }
  throw new Error('a preview transaction ended without its rollback')
}
