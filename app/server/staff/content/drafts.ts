import { msg } from '@lingui/core/macro'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { getI18n } from '~/i18n/i18n'
import { type Locale, locales } from '~/i18n/locale'
import { describeIssue, fieldErrorsOf } from '~/lib/field-errors'
import type { Db } from '~/server/db/client'
import * as s from '~/server/db/schema'
import { log } from '~/server/log'
import {
  COLLECTIONS,
  type CollectionDef,
  type CollectionName,
  type ContentDraft,
  type ContentItem,
  type ContentReview,
  isCollectionName,
  type ReviewQueueRow,
} from '~/shared/staff/content'
import { makeContentSchemas } from '~/shared/staff/content-schemas'
import { type AuditActor, audit } from '../audit'
import { StaffError } from '../errors'
import { BINDINGS, type StoredRow } from './bindings'
import {
  afterChange,
  bodyOf,
  type Ctx,
  cleanLanguage,
  clearReview,
  getContentItem,
  itemOf,
  keepInitialRevision,
  keepRevision,
  parseFull,
  recordSubmission,
  resolveRefs,
  storedRows,
  writeItem,
} from './service'
import type { Values } from './values'

/*
 * Drafts of items kept on the server beside the live version, and the review step: an author
 * writes and submits, an editor approves (publishes now or at a time) or sends back with a
 * comment. Visitors never read a draft: the content service's readers know only the items'
 * own rows, which a draft reaches when it is published.
 */

const LANGS: readonly Locale[] = locales

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)

const ofItem = (t: typeof s.contentDrafts | typeof s.contentReviews, name: string, key: string) =>
  and(eq(t.collection, name), eq(t.itemKey, key))

type DraftRow = typeof s.contentDrafts.$inferSelect
type ReviewRow = typeof s.contentReviews.$inferSelect

function draftOf(row: DraftRow): ContentDraft {
  const content: Values =
    typeof row.content === 'object' && row.content !== null ? { ...row.content } : {}
  const lang = (value: unknown) =>
    typeof value === 'object' && value !== null ? { ...value } : null
  return {
    ...content,
    en: lang(content.en),
    zh: lang(content.zh),
    updatedAt: row.updatedAt.toISOString(),
    by: row.actor,
    publishAt: iso(row.publishAt),
    scheduledBy: row.scheduledBy,
  }
}

function reviewOf(row: ReviewRow, hasDraft: boolean): ContentReview {
  return {
    state: row.state === 'sent-back' ? 'sent-back' : 'submitted',
    target: hasDraft ? 'draft' : 'item',
    submittedBy: row.submittedBy,
    submittedAt: row.submittedAt.toISOString(),
    comment: row.comment,
    reviewedBy: row.reviewedBy,
    reviewedAt: iso(row.reviewedAt),
  }
}

export async function draftRow(db: Db, name: CollectionName, key: string) {
  const [row] = await db
    .select()
    .from(s.contentDrafts)
    .where(ofItem(s.contentDrafts, name, key))
  return row
}

async function reviewRow(db: Db, name: CollectionName, key: string) {
  const [row] = await db
    .select()
    .from(s.contentReviews)
    .where(ofItem(s.contentReviews, name, key))
  return row
}

/** The item as `GET /<collection>/:id` answers it: live version, its draft and its review. */
export async function getItemWithDraft(db: Db, name: CollectionName, key: string) {
  const item = await getContentItem(db, name, key)
  const [draft, review] = await Promise.all([draftRow(db, name, key), reviewRow(db, name, key)])
  return {
    ...item,
    draft: draft ? draftOf(draft) : null,
    review: review ? reviewOf(review, draft !== undefined) : null,
  }
}
export type ItemWithDraft = Awaited<ReturnType<typeof getItemWithDraft>>

async function loadItem(db: Db, def: CollectionDef, key: string) {
  const rows = await storedRows(db, BINDINGS[def.name], key)
  if (!rows.length) throw new StaffError(404, msg`No such item`)
  return { rows, before: await itemOf(db, def, rows) }
}

const staleDraft = () =>
  new StaffError(
    409,
    msg`Someone else saved this draft after you opened it. Yours was not saved: open the item again to see theirs.`,
    { reason: 'stale' },
  )

const mayNotPublish = () =>
  new StaffError(
    403,
    msg`Your role cannot publish. Submit the item for review: an editor will publish it.`,
    { reason: 'forbidden' },
  )

const nothingToReview = () =>
  new StaffError(409, msg`Nothing of this item is waiting for review`, { reason: 'not_submitted' })

/**
 * Keeps a draft of an existing item (both languages and the shared fields), validated and
 * sanitized as a save would be, beside the live version. With `version` (the draft's
 * `updatedAt`, or the item's when it had no draft) a save over a newer one is refused (409).
 * A change cancels a scheduled publication of the draft: what was approved is what goes live.
 */
export async function saveDraft(ctx: Ctx, name: CollectionName, key: string, body: unknown) {
  const def = COLLECTIONS[name]
  if (!def.publishing) throw new StaffError(400, msg`These items are always published`)
  const parsed = v.safeParse(ctx.schemas.draft, body)
  if (!parsed.success) {
    throw new StaffError(400, describeIssue(parsed.issues[0]), {
      fieldErrors: fieldErrorsOf(parsed.issues),
    })
  }
  const input: Values = { ...parsed.output }
  return ctx.db.transaction(async (tx) => {
    const { before } = await loadItem(tx, def, key)
    const existing = await draftRow(tx, name, key)
    const version = input.version
    if (typeof version === 'string') {
      const current = existing ? existing.updatedAt.toISOString() : (before.updatedAt ?? '')
      if (version !== current) throw staleDraft()
    }
    const content: Values = {}
    for (const f of def.shared) {
      const value = input[f.name]
      content[f.name] = value instanceof Date ? value.toISOString() : (value ?? null)
    }
    const whole = { ...input, status: 'draft', en: null, zh: null }
    for (const lang of LANGS) {
      const values = input[lang]
      if (!values || typeof values !== 'object') {
        content[lang] = null
        continue
      }
      // References must name items that exist in each language written, as a save checks.
      await resolveRefs(tx, def, { ...whole, [lang]: values }, lang, ctx.i18n)
      content[lang] = cleanLanguage(def, { ...values })
    }
    const row = {
      collection: name,
      itemKey: key,
      content,
      staffId: ctx.who.staffId,
      actor: ctx.who.label,
      updatedAt: new Date(),
      publishAt: null,
      scheduledBy: null,
      scheduledStaffId: null,
    }
    await tx
      .insert(s.contentDrafts)
      .values(row)
      .onConflictDoUpdate({
        target: [s.contentDrafts.collection, s.contentDrafts.itemKey],
        set: row,
      })
    await audit(tx, ctx.who, {
      action: 'content.draft-save',
      entity: name,
      entityId: key,
      after: { ...content, cancelledSchedule: iso(existing?.publishAt) },
    })
    return getItemWithDraft(tx, name, key)
  })
}

/** Drops an item's draft (and its place in the review queue); the live version stays. */
export async function discardDraft(ctx: Ctx, name: CollectionName, key: string) {
  const def = COLLECTIONS[name]
  return ctx.db.transaction(async (tx) => {
    await loadItem(tx, def, key)
    const [dropped] = await tx
      .delete(s.contentDrafts)
      .where(ofItem(s.contentDrafts, name, key))
      .returning()
    if (!dropped) throw new StaffError(404, msg`This item has no draft`)
    await clearReview(tx, name, key)
    await audit(tx, ctx.who, {
      action: 'content.draft-discard',
      entity: name,
      entityId: key,
      before: draftOf(dropped),
    })
    return getItemWithDraft(tx, name, key)
  })
}

/**
 * Writes a draft over its item and makes it live. `when` (an item not yet live only): the
 * publication time the item gets, as a save with a future time would schedule it.
 */
async function applyDraft(
  ctx: Ctx,
  tx: Db,
  def: CollectionDef,
  key: string,
  rows: StoredRow[],
  before: ContentItem,
  draft: DraftRow,
  when: Date | null,
) {
  const content = draftOf(draft)
  const merged = bodyOf(def, before)
  for (const f of def.shared) if (f.name in content) merged[f.name] = content[f.name]
  merged.en = content.en
  merged.zh = content.zh
  merged.status = 'published'
  if (before.status !== 'published') {
    const at = (when ?? new Date()).toISOString()
    if (def.dateField) {
      if (when || !merged[def.dateField]) merged[def.dateField] = at
    } else if (when) merged.publishAt = at
  }
  await keepInitialRevision(tx, def.name, before)
  await writeItem(ctx, tx, def, key, parseFull(ctx, merged), rows)
  await tx.delete(s.contentDrafts).where(eq(s.contentDrafts.id, draft.id))
  await clearReview(tx, def.name, key)
  const after = await getContentItem(tx, def.name, key)
  await keepRevision(tx, ctx.who, def.name, after, 'publish-draft')
  return after
}

type PublishInput = { publishAt?: Date | null; version?: string | null }

/**
 * Publishes an item's draft: now, or at `publishAt` (the live version stays until then; the
 * publish timer applies the draft, schedule.ts). An approval when the draft was submitted.
 */
export async function publishDraft(
  ctx: Ctx,
  name: CollectionName,
  key: string,
  input: PublishInput,
) {
  if (!ctx.mayPublish) throw mayNotPublish()
  const def = COLLECTIONS[name]
  const result = await ctx.db.transaction(async (tx) => {
    const { rows, before } = await loadItem(tx, def, key)
    const draft = await draftRow(tx, name, key)
    if (!draft) throw new StaffError(404, msg`This item has no draft`)
    if (typeof input.version === 'string' && input.version !== draft.updatedAt.toISOString())
      throw staleDraft()
    const review = await reviewRow(tx, name, key)
    const approving = review?.state === 'submitted'
    const when = input.publishAt && input.publishAt.getTime() > Date.now() ? input.publishAt : null
    if (when && before.status === 'published') {
      // The live version stays until then.
      await tx
        .update(s.contentDrafts)
        .set({ publishAt: when, scheduledBy: ctx.who.label, scheduledStaffId: ctx.who.staffId })
        .where(eq(s.contentDrafts.id, draft.id))
      await clearReview(tx, name, key)
      await audit(tx, ctx.who, {
        action: approving ? 'content.approve' : 'content.schedule-draft',
        entity: name,
        entityId: key,
        after: { target: 'draft', publishAt: when.toISOString() },
      })
      return getItemWithDraft(tx, name, key)
    }
    const after = await applyDraft(ctx, tx, def, key, rows, before, draft, when)
    await audit(tx, ctx.who, {
      action: approving ? 'content.approve' : 'content.publish-draft',
      entity: name,
      entityId: key,
      before,
      after: { ...after, target: 'draft' },
    })
    return getItemWithDraft(tx, name, key)
  })
  // The caches, and the publish timer of every process (it re-reads the next time on a purge).
  await afterChange(ctx, name)
  return result
}

/**
 * Submits an item for review: the draft of a live item, else the item itself (not yet live: its
 * draft, if any, becomes its content, and its status becomes `review`).
 */
export async function submitForReview(ctx: Ctx, name: CollectionName, key: string) {
  const def = COLLECTIONS[name]
  if (!def.publishing) throw new StaffError(400, msg`These items are always published`)
  return ctx.db.transaction(async (tx) => {
    const { rows, before } = await loadItem(tx, def, key)
    const draft = await draftRow(tx, name, key)
    if (draft && before.status === 'published') {
      await recordSubmission(tx, ctx.who, name, key, 'draft')
      return getItemWithDraft(tx, name, key)
    }
    if (draft) {
      // Not live: the draft becomes the item itself, which is what is submitted.
      const content = draftOf(draft)
      const body = bodyOf(def, before)
      for (const f of def.shared) if (f.name in content) body[f.name] = content[f.name]
      body.en = content.en
      body.zh = content.zh
      body.status = 'review'
      await keepInitialRevision(tx, name, before)
      await writeItem(ctx, tx, def, key, parseFull(ctx, body), rows)
      await tx.delete(s.contentDrafts).where(eq(s.contentDrafts.id, draft.id))
      await keepRevision(tx, ctx.who, name, await getContentItem(tx, name, key), 'update')
      await recordSubmission(tx, ctx.who, name, key, 'item')
      return getItemWithDraft(tx, name, key)
    }
    if (before.status === 'published') {
      throw new StaffError(
        409,
        msg`This item is live and has no draft: change it first, then submit the draft`,
        { reason: 'no_draft' },
      )
    }
    if (before.status !== 'review') {
      const body = bodyOf(def, before)
      body.status = 'review'
      await keepInitialRevision(tx, name, before)
      await writeItem(ctx, tx, def, key, parseFull(ctx, body), rows)
      await keepRevision(tx, ctx.who, name, await getContentItem(tx, name, key), 'update')
    }
    await recordSubmission(tx, ctx.who, name, key, 'item')
    return getItemWithDraft(tx, name, key)
  })
}

/**
 * Approves what was submitted: the draft (as `publishDraft`), or the new item itself, published
 * now or at `publishAt` (its publication time, as a save with a future time schedules it).
 */
export async function approve(ctx: Ctx, name: CollectionName, key: string, input: PublishInput) {
  if (!ctx.mayPublish) throw mayNotPublish()
  const def = COLLECTIONS[name]
  const draft = await draftRow(ctx.db, name, key)
  if (draft) return publishDraft(ctx, name, key, input)
  const result = await ctx.db.transaction(async (tx) => {
    const { rows, before } = await loadItem(tx, def, key)
    if (before.status !== 'review') throw nothingToReview()
    if (typeof input.version === 'string' && input.version !== (before.updatedAt ?? ''))
      throw new StaffError(
        409,
        msg`Someone else saved this item after you opened it. Your changes were not saved: see the other change under Revisions, then copy yours over it.`,
        { reason: 'stale' },
      )
    const at = (input.publishAt ?? new Date()).toISOString()
    const body = bodyOf(def, before)
    body.status = 'published'
    if (def.dateField) body[def.dateField] = at
    else body.publishAt = input.publishAt ? at : null
    await keepInitialRevision(tx, name, before)
    await writeItem(ctx, tx, def, key, parseFull(ctx, body), rows)
    await clearReview(tx, name, key)
    const after = await getContentItem(tx, name, key)
    await keepRevision(tx, ctx.who, name, after, 'publish')
    await audit(tx, ctx.who, {
      action: 'content.approve',
      entity: name,
      entityId: key,
      before,
      after: { ...after, target: 'item' },
    })
    return getItemWithDraft(tx, name, key)
  })
  await afterChange(ctx, name)
  return result
}

/**
 * Sends back what was submitted with a comment for its author (shown in the editor): a new
 * item becomes a draft again, a draft stays as it is, out of the queue.
 */
export async function sendBack(ctx: Ctx, name: CollectionName, key: string, comment: string) {
  if (!ctx.mayPublish) throw mayNotPublish()
  const def = COLLECTIONS[name]
  return ctx.db.transaction(async (tx) => {
    const { rows, before } = await loadItem(tx, def, key)
    const review = await reviewRow(tx, name, key)
    if (review?.state !== 'submitted') throw nothingToReview()
    const draft = await draftRow(tx, name, key)
    if (!draft && before.status === 'review') {
      const body = bodyOf(def, before)
      body.status = 'draft'
      await writeItem(ctx, tx, def, key, parseFull(ctx, body), rows)
      await keepRevision(tx, ctx.who, name, await getContentItem(tx, name, key), 'update')
    }
    await tx
      .update(s.contentReviews)
      .set({ state: 'sent-back', comment, reviewedBy: ctx.who.label, reviewedAt: new Date() })
      .where(eq(s.contentReviews.id, review.id))
    await audit(tx, ctx.who, {
      action: 'content.send-back',
      entity: name,
      entityId: key,
      after: { target: draft ? 'draft' : 'item', comment, author: review.submittedBy },
    })
    return getItemWithDraft(tx, name, key)
  })
}

/** What waits for a reviewer, oldest first, in the collections the caller may work on. */
export async function reviewQueue(db: Db, collections: readonly string[] | null) {
  const rows = await db
    .select()
    .from(s.contentReviews)
    .where(
      and(
        eq(s.contentReviews.state, 'submitted'),
        !collections
          ? undefined
          : collections.length
            ? inArray(s.contentReviews.collection, [...collections])
            : sql`false`,
      ),
    )
    .orderBy(asc(s.contentReviews.submittedAt), asc(s.contentReviews.id))
    .limit(500)
  const list: ReviewQueueRow[] = []
  for (const row of rows) {
    if (!isCollectionName(row.collection)) continue
    const name = row.collection
    const def = COLLECTIONS[name]
    const draft = await draftRow(db, name, row.itemKey)
    let title = ''
    if (draft) {
      const content = draftOf(draft)
      title = String(content.en?.[def.titleField] ?? content.zh?.[def.titleField] ?? '')
    } else {
      const stored = await storedRows(db, BINDINGS[name], row.itemKey)
      if (!stored.length) continue
      const item = await itemOf(db, def, stored)
      title = String(item.en?.[def.titleField] ?? item.zh?.[def.titleField] ?? '')
    }
    list.push({
      collection: name,
      id: row.itemKey,
      title,
      target: draft ? 'draft' : 'item',
      submittedBy: row.submittedBy,
      submittedAt: row.submittedAt.toISOString(),
    })
  }
  return { list, total: list.length }
}

/** How many items wait for review (the dashboard's count). */
export async function reviewCount(db: Db, collections: readonly string[] | null) {
  return (await reviewQueue(db, collections)).total
}

/**
 * Publishes the drafts whose scheduled time has come (the publish timer calls it, in every
 * process): each is taken by one conditional delete, so of processes racing for it exactly
 * one applies it. A draft that can no longer be applied (an item it refers to was deleted)
 * keeps its content, loses its time, and is logged.
 */
export async function applyDueDrafts(db: Db): Promise<number> {
  const due = await db
    .select({ id: s.contentDrafts.id, collection: s.contentDrafts.collection })
    .from(s.contentDrafts)
    .where(lte(s.contentDrafts.publishAt, sql`now()`))
    .orderBy(asc(s.contentDrafts.publishAt))
    .limit(50)
  const published = new Set<CollectionName>()
  for (const { id, collection } of due) {
    if (!isCollectionName(collection)) continue
    const def = COLLECTIONS[collection]
    const i18n = getI18n('en')
    try {
      const done = await db.transaction(async (tx) => {
        const [draft] = await tx
          .delete(s.contentDrafts)
          .where(and(eq(s.contentDrafts.id, id), lte(s.contentDrafts.publishAt, sql`now()`)))
          .returning()
        if (!draft) return false
        const who: AuditActor = {
          staffId: draft.scheduledStaffId,
          apiKeyId: null,
          label: draft.scheduledBy ?? 'scheduler',
        }
        const ctx: Ctx = {
          db: tx,
          who,
          mayPublish: true,
          i18n,
          schemas: makeContentSchemas(i18n, def),
        }
        const { rows, before } = await loadItem(tx, def, draft.itemKey)
        const after = await applyDraft(ctx, tx, def, draft.itemKey, rows, before, draft, null)
        await audit(tx, who, {
          action: 'content.publish-draft',
          entity: collection,
          entityId: draft.itemKey,
          before,
          after: { ...after, target: 'draft', scheduledFor: iso(draft.publishAt) },
        })
        return true
      })
      if (done) published.add(collection)
    } catch (err) {
      log.warn({ err, collection, draft: id }, 'a scheduled draft could not be published')
      await db
        .update(s.contentDrafts)
        .set({ publishAt: null })
        .where(eq(s.contentDrafts.id, id))
        .catch(() => {})
    }
  }
  for (const name of published) await afterChange({ db }, name)
  return published.size
}
