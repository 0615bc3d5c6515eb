import { msg } from '@lingui/core/macro'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import { type Locale, locales } from '~/i18n/locale'
import { describeIssue, fieldErrorsOf } from '~/lib/field-errors'
import { likePattern } from '~/server/cms/core'
import type { Db } from '~/server/db/client'
import * as s from '~/server/db/schema'
import { sanitizeRichText } from '~/server/sanitize'
import {
  COLLECTIONS,
  type CollectionDef,
  type CollectionName,
  type ContentItem,
  type ContentListRow,
  type ContentRevision,
  type ContentState,
  type ContentStatus,
  type RevisionAction,
} from '~/shared/staff/content'
import type { ContentSchemas } from '~/shared/staff/content-schemas'
import { type AuditActor, audit, COMMAND_LINE } from '../audit'
import { StaffError } from '../errors'
import { purgeContent } from '../purge'
import { type Base, BINDINGS, type Binding, linkProductRelations, type StoredRow } from './bindings'
import { purgePathsOf } from './paths'
import type { Values } from './values'

type Lang = Locale
const LANGS: readonly Lang[] = locales

export type ContentListQuery = {
  page: number
  pageSize: number
  q: string
  dir: 'asc' | 'desc'
  sort?: 'title' | 'updatedAt' | 'publishAt' | 'status'
  state?: ContentState
  /** Items that lack this language. */
  missing?: Lang
  /** Shared fields the list is filtered by (field name → value). */
  filters: Record<string, string>
}

const statusOf = (value: string): ContentStatus =>
  value === 'draft' || value === 'review' ? value : 'published'

function stateOf(status: ContentStatus, at: Date | null, now = Date.now()): ContentState {
  if (status !== 'published') return status
  return at && at.getTime() > now ? 'scheduled' : 'published'
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)

/** Which language versions an item has; 404 when it has none. */
export async function storedRows(db: Db, binding: Binding, key: string): Promise<StoredRow[]> {
  const rows = await binding.rows(db, eq(binding.columns.key, key))
  return rows.filter((r) => r.locale === 'en' || r.locale === 'zh')
}

/** The keys of the rows with these ids, in any language (refs are answered as keys). */
async function keysOfIds(db: Db, target: CollectionName, ids: number[]) {
  const c = BINDINGS[target].columns
  if (!ids.length) return new Map<number, string>()
  const rows = await db
    .select({ id: sql<number>`${c.id}`, key: sql<string>`${c.key}` })
    .from(c.table)
    .where(inArray(c.id, ids))
  return new Map(rows.map((r) => [Number(r.id), String(r.key)]))
}

function refFields(def: CollectionDef) {
  return def.shared.filter((f) => f.kind === 'ref' && f.ref)
}

/** The API's view of an item from its stored rows. */
export async function itemOf(db: Db, def: CollectionDef, rows: StoredRow[]): Promise<ContentItem> {
  const first = rows.find((r) => r.locale === 'en') ?? rows[0]
  if (!first) throw new StaffError(404, msg`No such item`)
  const shared: Values = { ...first.shared }
  for (const f of refFields(def)) {
    const id = shared[f.name]
    if (typeof id === 'number' && f.ref) {
      shared[f.name] = (await keysOfIds(db, f.ref, [id])).get(id) ?? null
    } else shared[f.name] = null
  }
  const status = statusOf(first.status)
  const out: ContentItem = {
    ...shared,
    id: first.key,
    status,
    state: stateOf(status, first.at),
    publishAt: iso(first.at),
    updatedAt: iso(
      rows.reduce<Date | null>(
        (latest, r) => (r.updatedAt && (!latest || r.updatedAt > latest) ? r.updatedAt : latest),
        null,
      ),
    ),
    en: null,
    zh: null,
  }
  for (const r of rows) {
    if (r.locale === 'en' || r.locale === 'zh') out[r.locale] = { id: r.id, ...r.localized }
  }
  for (const f of def.shared) {
    if (f.kind === 'datetime') {
      const d = shared[f.name]
      out[f.name] = d instanceof Date ? d.toISOString() : null
    }
  }
  return out
}

export async function getContentItem(db: Db, name: CollectionName, key: string) {
  const rows = await storedRows(db, BINDINGS[name], key)
  if (!rows.length) throw new StaffError(404, msg`No such item`)
  return itemOf(db, COLLECTIONS[name], rows)
}

function sortColumn(sort: ContentListQuery['sort'], cols: Record<string, SQL>) {
  switch (sort) {
    case 'title':
      return cols.title
    case 'publishAt':
      return cols.at
    case 'status':
      return cols.status
    default:
      return cols.updatedAt
  }
}

export async function listContent(db: Db, name: CollectionName, query: ContentListQuery) {
  const binding = BINDINGS[name]
  const c = binding.columns
  const statusCol = c.status
  const atCol = c.at
  const byState = (state: ContentState | undefined): SQL | undefined => {
    if (!state) return undefined
    // A lookup table without a status: every row is published.
    if (!statusCol) return state === 'published' ? undefined : sql`false`
    if (state === 'draft' || state === 'review') return eq(statusCol, state)
    const due = atCol ? or(isNull(atCol), lte(atCol, sql`now()`)) : undefined
    if (state === 'published') return and(eq(statusCol, 'published'), due)
    return atCol ? and(eq(statusCol, 'published'), gt(atCol, sql`now()`)) : sql`false`
  }
  const conditions: Array<SQL | undefined> = [
    query.q ? ilike(c.title, likePattern(query.q)) : undefined,
    byState(query.state),
  ]
  for (const [field, raw] of Object.entries(query.filters)) {
    const col = c.filters[field]
    if (!col) continue
    const def = COLLECTIONS[name].shared.find((f) => f.name === field)
    if (def?.kind === 'ref' && def.ref) {
      // A reference names an item (its key) or a row of it: every language's row ids.
      const target = BINDINGS[def.ref].columns
      const keys = db
        .select({ key: target.key })
        .from(target.table)
        .where(/^\d+$/.test(raw) ? eq(target.id, Number(raw)) : eq(target.key, raw))
      conditions.push(
        inArray(
          col,
          db.select({ id: target.id }).from(target.table).where(inArray(target.key, keys)),
        ),
      )
    } else conditions.push(eq(col, raw))
  }
  const matching = db
    .selectDistinct({ key: c.key })
    .from(c.table)
    .where(and(...conditions, inArray(c.locale, [...locales])))
  const having = query.missing
    ? sql`count(*) filter (where ${c.locale} = ${query.missing}) = 0`
    : undefined
  const aggregates = {
    key: sql<string>`${c.key}`,
    enId: sql<number | null>`max(case when ${c.locale} = 'en' then ${c.id} end)`,
    zhId: sql<number | null>`max(case when ${c.locale} = 'zh' then ${c.id} end)`,
    enTitle: sql<string | null>`max(case when ${c.locale} = 'en' then ${c.title} end)`,
    zhTitle: sql<string | null>`max(case when ${c.locale} = 'zh' then ${c.title} end)`,
    status: statusCol ? sql<string>`max(${statusCol})` : sql<string>`'published'`,
    at: atCol ? sql<string | null>`max(${atCol})` : sql<string | null>`null`,
    updatedAt: c.updatedAt ? sql<string | null>`max(${c.updatedAt})` : sql<string | null>`null`,
  }
  const orderable: Record<string, SQL> = {
    title: sql`coalesce(max(case when ${c.locale} = 'en' then ${c.title} end), max(${c.title}))`,
    at: aggregates.at,
    status: aggregates.status,
    updatedAt: c.updatedAt
      ? sql`coalesce(max(${c.updatedAt}), ${atCol ? sql`max(${atCol})` : sql`null`})`
      : sql`max(${c.id})`,
  }
  const order = sortColumn(query.sort, orderable) ?? orderable.updatedAt ?? sql`1`
  const direction = query.dir === 'asc' ? asc : desc
  const [rows, totals] = await Promise.all([
    db
      .select(aggregates)
      .from(c.table)
      .where(inArray(c.key, matching))
      .groupBy(c.key)
      .having(having)
      .orderBy(direction(order), direction(sql`max(${c.id})`))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(
        db
          .select({ key: c.key })
          .from(c.table)
          .where(inArray(c.key, matching))
          .groupBy(c.key)
          .having(having)
          .as('items'),
      ),
  ])
  const now = Date.now()
  const list: ContentListRow[] = rows.map((r) => {
    const status = statusOf(r.status)
    const at = r.at ? new Date(r.at) : null
    return {
      id: r.key,
      status,
      state: stateOf(status, at, now),
      publishAt: iso(at),
      updatedAt: r.updatedAt ? new Date(r.updatedAt).toISOString() : null,
      en: r.enId === null ? null : { id: Number(r.enId), title: r.enTitle ?? '' },
      zh: r.zhId === null ? null : { id: Number(r.zhId), title: r.zhTitle ?? '' },
    }
  })
  return { list, total: totals[0]?.n ?? 0, page: query.page, pageSize: query.pageSize }
}

/** Whether any row of the column's table refers to one of these ids. */
const referencedIn = (column: PgColumn) => async (db: Db, ids: number[]) => {
  const rows = await db
    .select({ id: column })
    .from(column.table)
    .where(inArray(column, ids))
    .limit(1)
  return rows.length > 0
}

/** Rows referring to these ids keep a lookup item from being deleted (409). */
const usedBy: Partial<Record<CollectionName, (db: Db, ids: number[]) => Promise<boolean>>> = {
  'news-categories': referencedIn(s.news.categoryId),
  'product-categories': referencedIn(s.products.categoryId),
  brands: async (db, ids) =>
    (await referencedIn(s.products.brandId)(db, ids)) ||
    referencedIn(s.batteryPlatforms.brandId)(db, ids),
  platforms: referencedIn(s.products.platformId),
  'position-types': referencedIn(s.positions.typeId),
  'download-categories': referencedIn(s.downloads.categoryId),
}

export type FullItem = Values & { en: Values | null; zh: Values | null; status: string }

/**
 * References of an item, resolved to the row of each language written (an item's English row
 * refers to the English category). A reference may name an item by its id (key) or by the row id
 * of any of its languages.
 */
export async function resolveRefs(
  db: Db,
  def: CollectionDef,
  item: FullItem,
  lang: Lang,
  i18n: { _: (d: ReturnType<typeof msg>) => string },
): Promise<Values> {
  const shared: Values = { ...item }
  for (const f of refFields(def)) {
    const value = item[f.name]
    if (value === null || value === undefined || !f.ref) {
      shared[f.name] = null
      continue
    }
    const target = BINDINGS[f.ref].columns
    const keyOf =
      typeof value === 'number'
        ? db.select({ key: target.key }).from(target.table).where(eq(target.id, value))
        : null
    const [row] = await db
      .select({ id: sql<number>`${target.id}` })
      .from(target.table)
      .where(
        and(
          keyOf ? inArray(target.key, keyOf) : eq(target.key, String(value)),
          eq(target.locale, lang),
        ),
      )
    if (!row) {
      const message =
        lang === 'en'
          ? i18n._(msg`The chosen item has no English version`)
          : i18n._(msg`The chosen item has no Chinese version`)
      throw new StaffError(400, `${f.name}: ${message}`, { fieldErrors: { [f.name]: message } })
    }
    shared[f.name] = Number(row.id)
  }
  return shared
}

export function cleanLanguage(def: CollectionDef, values: Values): Values {
  const out: Values = { ...values }
  for (const f of def.localized) {
    if (f.kind === 'richtext') out[f.name] = sanitizeRichText(String(out[f.name] ?? ''))
  }
  return out
}

export type Ctx = {
  db: Db
  who: AuditActor
  /**
   * Whether the caller may make content live (the `publish` permission): without it, items
   * that are live (or always shown, as lookup tables are) are changed through drafts only.
   */
  mayPublish: boolean
  i18n: { _: (d: ReturnType<typeof msg>) => string }
  schemas: ContentSchemas
  /** Set in tests: no purge event (the caches of the process are not under test). */
  purge?: boolean
}

export function parseFull(ctx: Ctx, value: unknown): FullItem {
  const result = v.safeParse(ctx.schemas.full, value)
  if (!result.success) {
    throw new StaffError(400, describeIssue(result.issues[0]), {
      fieldErrors: fieldErrorsOf(result.issues),
    })
  }
  const out: FullItem = { ...result.output, en: null, zh: null, status: result.output.status }
  for (const lang of LANGS) {
    const values: unknown = result.output[lang]
    out[lang] = values && typeof values === 'object' ? { ...values } : null
  }
  return out
}

/** Writes an item's rows: each language present is written, each absent one removed. */
export async function writeItem(
  ctx: Ctx,
  db: Db,
  def: CollectionDef,
  key: string,
  item: FullItem,
  existing: StoredRow[],
) {
  const binding = BINDINGS[def.name]
  const now = new Date()
  const publishAt = item.publishAt instanceof Date ? item.publishAt : null
  const base = (locale: Lang): Base => ({
    locale,
    translationKey: key,
    status: def.publishing ? item.status : 'published',
    publishAt,
    updatedAt: now,
  })
  const removed = existing.filter(
    (r) => (r.locale === 'en' || r.locale === 'zh') && !item[r.locale],
  )
  for (const lang of LANGS) {
    const values = item[lang]
    if (!values) continue
    const shared = await resolveRefs(db, def, item, lang, ctx.i18n)
    if (def.dateField && !(shared[def.dateField] instanceof Date)) shared[def.dateField] = now
    const localized = cleanLanguage(def, values)
    const row = existing.find((r) => r.locale === lang)
    let id = row?.id
    if (id === undefined) id = await binding.insert(db, base(lang), shared, localized)
    else await binding.update(db, id, base(lang), shared, localized)
    if (def.name === 'products') await linkProductRelations(db, id, lang, shared)
  }
  if (removed.length)
    await binding.remove(
      db,
      removed.map((r) => r.id),
    )
}

/** Keeps the item as it now is as a revision (in the transaction of the change). */
export async function keepRevision(
  db: Db,
  who: AuditActor,
  name: CollectionName,
  item: ContentItem,
  action: RevisionAction,
  restoredFrom: number | null = null,
) {
  await db.insert(s.contentRevisions).values({
    collection: name,
    itemKey: item.id,
    staffId: action === 'initial' ? null : who.staffId,
    actor: action === 'initial' ? '' : who.label,
    action,
    restoredFrom,
    content: item,
  })
}

/**
 * Before the first change of an item made before revisions were kept (seeded or imported
 * content), its state until then becomes a revision, so that it can be restored too.
 */
export async function keepInitialRevision(db: Db, name: CollectionName, before: ContentItem) {
  const [any] = await db
    .select({ id: s.contentRevisions.id })
    .from(s.contentRevisions)
    .where(and(eq(s.contentRevisions.collection, name), eq(s.contentRevisions.itemKey, before.id)))
    .limit(1)
  if (!any) await keepRevision(db, COMMAND_LINE, name, before, 'initial')
}

function revisionOf(row: typeof s.contentRevisions.$inferSelect): ContentRevision {
  const content: Record<string, unknown> =
    typeof row.content === 'object' && row.content !== null ? { ...row.content } : {}
  delete content.id
  delete content.state
  delete content.updatedAt
  const strip = (lang: unknown) => {
    if (typeof lang !== 'object' || lang === null) return null
    const { id: _id, ...fields }: Record<string, unknown> = { ...lang }
    return fields
  }
  const actions: readonly RevisionAction[] = [
    'create',
    'update',
    'restore',
    'publish',
    'unpublish',
    'initial',
    'publish-draft',
  ]
  return {
    ...content,
    status: statusOf(String(content.status ?? '')),
    publishAt: typeof content.publishAt === 'string' ? content.publishAt : null,
    en: strip(content.en),
    zh: strip(content.zh),
    id: row.id,
    at: row.at.toISOString(),
    by: row.actor,
    action: actions.find((a) => a === row.action) ?? 'update',
    restoredFrom: row.restoredFrom,
  }
}

/** An item's revisions, newest first (404 when the item does not exist). */
export async function listRevisions(db: Db, name: CollectionName, key: string) {
  const rows = await storedRows(db, BINDINGS[name], key)
  if (!rows.length) throw new StaffError(404, msg`No such item`)
  const revisions = await db
    .select()
    .from(s.contentRevisions)
    .where(and(eq(s.contentRevisions.collection, name), eq(s.contentRevisions.itemKey, key)))
    .orderBy(desc(s.contentRevisions.id))
    .limit(500)
  return { list: revisions.map(revisionOf) }
}

/**
 * Makes a revision the item's content again: both languages and the shared fields; the status
 * and the publication time stay as they are. The restore is itself a new revision.
 */
export async function restoreRevision(
  ctx: Ctx,
  name: CollectionName,
  key: string,
  revisionId: number,
) {
  const def = COLLECTIONS[name]
  const restored = await ctx.db.transaction(async (tx) => {
    const rows = await storedRows(tx, BINDINGS[name], key)
    if (!rows.length) throw new StaffError(404, msg`No such item`)
    const [revision] = await tx
      .select()
      .from(s.contentRevisions)
      .where(
        and(
          eq(s.contentRevisions.id, revisionId),
          eq(s.contentRevisions.collection, name),
          eq(s.contentRevisions.itemKey, key),
        ),
      )
    if (!revision) throw new StaffError(404, msg`No such revision`)
    const before = await itemOf(tx, def, rows)
    refuseLiveChange(ctx, def, before.status)
    await keepInitialRevision(tx, name, before)
    const old = revisionOf(revision)
    const body: Values = { status: before.status }
    if (!def.dateField) body.publishAt = before.publishAt
    for (const f of def.shared)
      body[f.name] = f.name === def.dateField ? before[f.name] : old[f.name]
    body.en = old.en
    body.zh = old.zh
    const item = parseFull(ctx, body)
    await writeItem(ctx, tx, def, key, item, rows)
    const after = await getContentItem(tx, name, key)
    await keepRevision(tx, ctx.who, name, after, 'restore', revision.id)
    await audit(tx, ctx.who, {
      action: 'content.restore',
      entity: name,
      entityId: key,
      before,
      after,
    })
    return after
  })
  await afterChange(ctx, name)
  return restored
}

/**
 * A caller who may not publish (an author) changes only what visitors do not see: an item that
 * is live, or one of a collection that is always shown, is refused (403) with the way round it.
 */
export function refuseLiveChange(ctx: Ctx, def: CollectionDef, status: ContentStatus) {
  if (ctx.mayPublish) return
  if (!def.publishing) {
    throw new StaffError(
      403,
      msg`These items are shown as soon as they are saved: only an editor may change them.`,
      {
        reason: 'forbidden',
      },
    )
  }
  if (status === 'published') {
    throw new StaffError(
      403,
      msg`Your role cannot publish. Save your changes as a draft and submit it for review.`,
      {
        reason: 'forbidden',
      },
    )
  }
}

/** Notes that an item (not a draft of it) was submitted for review, with its audit entry. */
export async function recordSubmission(
  db: Db,
  who: AuditActor,
  name: CollectionName,
  key: string,
  target: 'item' | 'draft',
) {
  const row = {
    collection: name,
    itemKey: key,
    state: 'submitted',
    staffId: who.staffId,
    submittedBy: who.label,
    submittedAt: new Date(),
    comment: '',
    reviewedBy: null,
    reviewedAt: null,
  }
  await db
    .insert(s.contentReviews)
    .values(row)
    .onConflictDoUpdate({
      target: [s.contentReviews.collection, s.contentReviews.itemKey],
      set: row,
    })
  await audit(db, who, {
    action: 'content.submit',
    entity: name,
    entityId: key,
    after: { target },
  })
}

/** The item's review row, if any (removed once the item or its draft is published). */
export async function clearReview(db: Db, name: CollectionName, key: string) {
  return db
    .delete(s.contentReviews)
    .where(and(eq(s.contentReviews.collection, name), eq(s.contentReviews.itemKey, key)))
    .returning()
}

export async function afterChange(ctx: Pick<Ctx, 'db' | 'purge'>, name: CollectionName) {
  if (ctx.purge === false) return
  await purgeContent(purgePathsOf(name), { db: ctx.db })
}

const newKey = () => crypto.randomUUID()

export async function createContentItem(ctx: Ctx, name: CollectionName, body: unknown) {
  const def = COLLECTIONS[name]
  const item = parseFull(ctx, body)
  refuseLiveChange(ctx, def, statusOf(item.status))
  const key = newKey()
  const created = await ctx.db.transaction(async (tx) => {
    await writeItem(ctx, tx, def, key, item, [])
    const after = await getContentItem(tx, name, key)
    await keepRevision(tx, ctx.who, name, after, 'create')
    await audit(tx, ctx.who, {
      action: 'content.create',
      entity: name,
      entityId: key,
      after,
    })
    if (def.publishing && after.status === 'review')
      await recordSubmission(tx, ctx.who, name, key, 'item')
    return after
  })
  await afterChange(ctx, name)
  return created
}

/** The stored item in the shape of a full body: what a patch is applied to. */
export function bodyOf(def: CollectionDef, item: ContentItem): Values {
  const body: Values = { status: item.status }
  if (!def.dateField) body.publishAt = item.publishAt
  for (const f of def.shared) body[f.name] = item[f.name]
  for (const lang of LANGS) {
    const values = item[lang]
    if (!values) {
      body[lang] = null
      continue
    }
    const { id: _id, ...fields } = values
    body[lang] = fields
  }
  return body
}

export async function updateContentItem(
  ctx: Ctx,
  name: CollectionName,
  key: string,
  patch: Values,
) {
  const def = COLLECTIONS[name]
  const updated = await ctx.db.transaction(async (tx) => {
    const rows = await storedRows(tx, BINDINGS[name], key)
    if (!rows.length) throw new StaffError(404, msg`No such item`)
    const before = await itemOf(tx, def, rows)
    if (typeof patch.version === 'string' && patch.version !== (before.updatedAt ?? '')) {
      throw new StaffError(
        409,
        msg`Someone else saved this item after you opened it. Your changes were not saved: see the other change under Revisions, then copy yours over it.`,
        { reason: 'stale' },
      )
    }
    refuseLiveChange(ctx, def, before.status)
    if (patch.status === 'published') refuseLiveChange(ctx, def, 'published')
    await keepInitialRevision(tx, name, before)
    const merged = bodyOf(def, before)
    for (const [field, parsed] of Object.entries(patch)) {
      if (parsed === undefined || field === 'version') continue
      // The merged body is read by the full schema again: times as ISO text.
      const value = parsed instanceof Date ? parsed.toISOString() : parsed
      if ((field === 'en' || field === 'zh') && value !== null && typeof value === 'object') {
        const current = merged[field]
        merged[field] = { ...(current && typeof current === 'object' ? current : {}), ...value }
      } else merged[field] = value
    }
    // First publication of a dated item: its date becomes now, unless the patch sets one.
    if (
      def.dateField &&
      before.status !== 'published' &&
      patch.status === 'published' &&
      patch[def.dateField] === undefined
    ) {
      merged[def.dateField] = new Date().toISOString()
    }
    const item = parseFull(ctx, merged)
    await writeItem(ctx, tx, def, key, item, rows)
    const after = await getContentItem(tx, name, key)
    await keepRevision(tx, ctx.who, name, after, 'update')
    await audit(tx, ctx.who, {
      action: 'content.update',
      entity: name,
      entityId: key,
      before,
      after,
    })
    if (def.publishing && after.status === 'review' && before.status !== 'review')
      await recordSubmission(tx, ctx.who, name, key, 'item')
    if (after.status !== 'review' && before.status === 'review') await clearReview(tx, name, key)
    return after
  })
  await afterChange(ctx, name)
  return updated
}

export async function deleteContentItem(ctx: Ctx, name: CollectionName, key: string) {
  const def = COLLECTIONS[name]
  await ctx.db.transaction(async (tx) => {
    const rows = await storedRows(tx, BINDINGS[name], key)
    if (!rows.length) throw new StaffError(404, msg`No such item`)
    const ids = rows.map((r) => r.id)
    if (await usedBy[name]?.(tx, ids)) {
      throw new StaffError(409, msg`This item is still used by other content`)
    }
    const before = await itemOf(tx, def, rows)
    refuseLiveChange(ctx, def, before.status)
    await BINDINGS[name].remove(tx, ids)
    const ofItem = (t: typeof s.contentDrafts | typeof s.contentReviews) =>
      and(eq(t.collection, name), eq(t.itemKey, key))
    await tx.delete(s.contentDrafts).where(ofItem(s.contentDrafts))
    await tx.delete(s.contentReviews).where(ofItem(s.contentReviews))
    await audit(tx, ctx.who, { action: 'content.delete', entity: name, entityId: key, before })
  })
  await afterChange(ctx, name)
}

/** Publishes or unpublishes several items at once: all or none. */
export async function setContentStatus(
  ctx: Ctx,
  name: CollectionName,
  keys: string[],
  status: 'draft' | 'published',
) {
  const def = COLLECTIONS[name]
  if (!def.publishing) throw new StaffError(400, msg`These items are always published`)
  const binding = BINDINGS[name]
  const c = binding.columns
  const statusCol = c.status
  if (!statusCol) throw new StaffError(400, msg`These items are always published`)
  const unique = [...new Set(keys)]
  const changed = await ctx.db.transaction(async (tx) => {
    const found = await tx
      .selectDistinct({ key: sql<string>`${c.key}`, status: sql<string>`${statusCol}` })
      .from(c.table)
      .where(inArray(c.key, unique))
    const known = new Set(found.map((f) => String(f.key)))
    const missing = unique.filter((k) => !known.has(k))
    if (missing.length) {
      throw new StaffError(404, msg`No such item`, { fieldErrors: { ids: missing.join(', ') } })
    }
    const toChange = [...new Set(found.filter((f) => f.status !== status).map((f) => f.key))]
    for (const key of toChange) {
      // Through the same path as a single save: dates on first publication, audit entries.
      const rows = await storedRows(tx, binding, key)
      const before = await itemOf(tx, def, rows)
      const body = bodyOf(def, before)
      body.status = status
      if (def.dateField && before.status !== 'published' && status === 'published') {
        body[def.dateField] = new Date().toISOString()
      }
      await keepInitialRevision(tx, name, before)
      await writeItem(ctx, tx, def, key, parseFull(ctx, body), rows)
      if (before.status === 'review') await clearReview(tx, name, key)
      await keepRevision(
        tx,
        ctx.who,
        name,
        await getContentItem(tx, name, key),
        status === 'published' ? 'publish' : 'unpublish',
      )
      await audit(tx, ctx.who, {
        action: status === 'published' ? 'content.publish' : 'content.unpublish',
        entity: name,
        entityId: key,
        before: { status: before.status },
        after: { status },
      })
    }
    return toChange.length
  })
  if (changed) await afterChange(ctx, name)
  return { changed }
}

/** A time column of every table that can hold scheduled rows, for the publish timer. */
export const SCHEDULED_COLUMNS: Array<{ status: PgColumn; at: PgColumn }> = Object.values(
  BINDINGS,
).flatMap((b) =>
  b.columns.status && b.columns.at ? [{ status: b.columns.status, at: b.columns.at }] : [],
)
