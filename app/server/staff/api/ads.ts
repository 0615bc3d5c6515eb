import { msg } from '@lingui/core/macro'
import { and, asc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { locales } from '~/i18n/locale'
import { LocaleSchema } from '~/i18n/locale-schema'
import { ads, pageSeo } from '~/server/db/schema'
import { sanitizeRichText } from '~/server/sanitize'
import { BANNER_SECTIONS, CHAIN_TYPES, FILING_TYPE, MENU_TYPE } from '~/shared/staff/content'
import { audit } from '../audit'
import { inBothLanguages } from '../content/paths'
import { StaffError } from '../errors'
import { type StaffContext, staffRoute } from '../http'
import { IdParam, queryOf } from '../list-query'
import { purgeContent } from '../purge'

/** The ads the console edits: the menu, the filing record and the banners of each section. */
const AD_TYPES: readonly string[] = [
  MENU_TYPE,
  FILING_TYPE,
  ...BANNER_SECTIONS.map((s) => `banner-${s}`),
]
const AdType = v.picklist(AD_TYPES)
const LINK = /^(\/(?!\/)|https?:\/\/)\S*$/

function adSchemas(ctx: StaffContext) {
  const _ = ctx.i18n._.bind(ctx.i18n)
  const tooLong = _(msg`This text is too long`)
  const link = v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(500, tooLong),
    v.check(
      (s) => s === '' || LINK.test(s),
      _(msg`Enter a web address (https://…) or a site path (/…)`),
    ),
  )
  const fields = {
    name: v.pipe(
      v.string(_(msg`This field is required`)),
      v.trim(),
      v.nonEmpty(_(msg`This field is required`)),
      v.maxLength(200, tooLong),
    ),
    image: v.optional(v.nullable(link)),
    outerChain: v.optional(v.nullable(link)),
    chainType: v.optional(v.nullable(v.picklist(CHAIN_TYPES))),
    memo: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20_000, tooLong)))),
    status: v.optional(v.picklist(['draft', 'published'])),
  }
  return {
    create: v.object({
      locale: LocaleSchema,
      type: AdType,
      parentId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
      ...fields,
    }),
    patch: v.object({
      name: v.optional(fields.name),
      image: fields.image,
      outerChain: fields.outerChain,
      chainType: fields.chainType,
      memo: fields.memo,
      status: fields.status,
    }),
    order: v.object({
      locale: LocaleSchema,
      type: AdType,
      items: v.pipe(
        v.array(
          v.object({
            id: v.pipe(v.number(), v.integer(), v.minValue(1)),
            parentId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
          }),
        ),
        v.maxLength(500),
      ),
    }),
  }
}

type AdRow = typeof ads.$inferSelect
type AdNode = Pick<
  AdRow,
  'id' | 'parentId' | 'name' | 'image' | 'outerChain' | 'chainType' | 'memo' | 'sort' | 'status'
> & { child: AdNode[] }

const nodeOf = (r: AdRow): AdNode => ({
  id: r.id,
  parentId: r.parentId,
  name: r.name,
  image: r.image,
  outerChain: r.outerChain,
  chainType: r.chainType,
  memo: r.memo,
  sort: r.sort,
  status: r.status,
  child: [],
})

function treeOf(rows: AdRow[]): AdNode[] {
  const nodes = new Map(rows.map((r) => [r.id, nodeOf(r)]))
  const top: AdNode[] = []
  for (const r of rows) {
    const node = nodes.get(r.id)
    if (!node) continue
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId)
    if (parent) parent.child.push(node)
    else top.push(node)
  }
  return top
}

/** Menus, banners and the filing record show on every page: any change purges everything. */
const purgeAll = (ctx: StaffContext) => purgeContent('all', { db: ctx.db })

const listRoute = async (ctx: StaffContext) => {
  const { type } = ctx.parse(v.object({ type: AdType }), queryOf(ctx.url))
  const rows = await ctx.db
    .select()
    .from(ads)
    .where(eq(ads.type, type))
    .orderBy(asc(ads.sort), asc(ads.id))
  return {
    en: treeOf(rows.filter((r) => r.locale === 'en')),
    zh: treeOf(rows.filter((r) => r.locale === 'zh')),
  }
}
staffRoute('GET', '/ads', 'site', listRoute)

async function findAd(ctx: StaffContext, id: number): Promise<AdRow> {
  const [row] = await ctx.db.select().from(ads).where(eq(ads.id, id))
  if (!row || !AD_TYPES.includes(row.type)) throw new StaffError(404, msg`No such item`)
  return row
}

const createRoute = async (ctx: StaffContext) => {
  const input = await ctx.json(adSchemas(ctx).create)
  if (input.parentId) {
    const parent = await findAd(ctx, input.parentId)
    if (parent.type !== input.type || parent.locale !== input.locale || parent.parentId !== null) {
      throw new StaffError(400, msg`Choose a top-level item of the same list as the parent`)
    }
  }
  const created = await ctx.db.transaction(async (tx) => {
    const siblings = await tx
      .select({ sort: ads.sort })
      .from(ads)
      .where(and(eq(ads.type, input.type), eq(ads.locale, input.locale)))
    const [row] = await tx
      .insert(ads)
      .values({
        locale: input.locale,
        type: input.type,
        parentId: input.parentId ?? null,
        name: input.name,
        image: input.image || null,
        outerChain: input.outerChain || null,
        chainType: input.chainType ?? '内链',
        memo: input.memo ? sanitizeRichText(input.memo) : null,
        status: input.status ?? 'published',
        sort: Math.max(-1, ...siblings.map((s) => s.sort)) + 1,
        updatedAt: new Date(),
      })
      .returning()
    if (!row) throw new Error('insert returned nothing')
    await audit(tx, ctx.who, { action: 'ads.create', entity: 'ad', entityId: row.id, after: row })
    return row
  })
  await purgeAll(ctx)
  return nodeOf(created)
}
staffRoute('POST', '/ads', 'site', createRoute)

const patchRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const patch = await ctx.json(adSchemas(ctx).patch)
  const before = await findAd(ctx, id)
  const after = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(ads)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.image !== undefined ? { image: patch.image || null } : {}),
        ...(patch.outerChain !== undefined ? { outerChain: patch.outerChain || null } : {}),
        ...(patch.chainType !== undefined ? { chainType: patch.chainType } : {}),
        ...(patch.memo !== undefined
          ? { memo: patch.memo ? sanitizeRichText(patch.memo) : null }
          : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        updatedAt: new Date(),
      })
      .where(eq(ads.id, id))
      .returning()
    if (!row) throw new StaffError(404, msg`No such item`)
    await audit(tx, ctx.who, {
      action: 'ads.update',
      entity: 'ad',
      entityId: id,
      before,
      after: row,
    })
    return row
  })
  await purgeAll(ctx)
  return nodeOf(after)
}
staffRoute('PATCH', '/ads/:id', 'site', patchRoute)

const deleteRoute = async (ctx: StaffContext) => {
  const { id } = ctx.parse(IdParam, ctx.params)
  const before = await findAd(ctx, id)
  await ctx.db.transaction(async (tx) => {
    await tx.delete(ads).where(eq(ads.parentId, id))
    await tx.delete(ads).where(eq(ads.id, id))
    await audit(tx, ctx.who, { action: 'ads.delete', entity: 'ad', entityId: id, before })
  })
  await purgeAll(ctx)
  return { id }
}
staffRoute('DELETE', '/ads/:id', 'site', deleteRoute)

/**
 * The order of a whole list (the menu of one language, a section's banners): every item with
 * its parent, in the order shown. Items of the list left out keep their place after these.
 * Menus have two levels: a parent is a top-level item of the same list.
 */
const orderRoute = async (ctx: StaffContext) => {
  const { locale, type, items } = await ctx.json(adSchemas(ctx).order)
  const rows = await ctx.db
    .select()
    .from(ads)
    .where(and(eq(ads.type, type), eq(ads.locale, locale)))
  const known = new Map(rows.map((r) => [r.id, r]))
  const moved = new Set(items.map((i) => i.id))
  for (const item of items) {
    const parentMoved = item.parentId === null ? null : items.find((i) => i.id === item.parentId)
    const parentOk =
      item.parentId === null ||
      (known.has(item.parentId) &&
        item.parentId !== item.id &&
        (parentMoved ? parentMoved.parentId === null : known.get(item.parentId)?.parentId === null))
    if (!known.has(item.id) || !parentOk || (type !== MENU_TYPE && item.parentId !== null)) {
      throw new StaffError(400, msg`The order names items that are not in this list`)
    }
  }
  if (moved.size !== items.length) {
    throw new StaffError(400, msg`The order names items that are not in this list`)
  }
  await ctx.db.transaction(async (tx) => {
    const position = new Map<number | null, number>()
    for (const item of items) {
      const sort = position.get(item.parentId) ?? 0
      position.set(item.parentId, sort + 1)
      await tx
        .update(ads)
        .set({ parentId: item.parentId, sort, updatedAt: new Date() })
        .where(eq(ads.id, item.id))
    }
    await audit(tx, ctx.who, {
      action: 'ads.order',
      entity: 'ad',
      entityId: type,
      before: rows.map((r) => ({ id: r.id, parentId: r.parentId, sort: r.sort })),
      after: items,
    })
  })
  await purgeAll(ctx)
  return { ok: true }
}
staffRoute('POST', '/ads/order', 'site', orderRoute)

// ---- Page SEO: one entry per page path, in each language ----

const SeoLanguage = v.object({
  title: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  description: v.pipe(v.string(), v.trim(), v.maxLength(500)),
  keywords: v.pipe(v.string(), v.trim(), v.maxLength(300)),
})
const SeoBody = v.object({
  page: v.pipe(v.string(), v.trim(), v.regex(/^\/[\w\-/.]{0,199}$/, 'page must be a site path')),
  en: v.nullable(SeoLanguage),
  zh: v.nullable(SeoLanguage),
})

const seoListRoute = async (ctx: StaffContext) => {
  const rows = await ctx.db.select().from(pageSeo).orderBy(asc(pageSeo.page))
  type Values = { title: string; description: string; keywords: string }
  const pages = new Map<string, { page: string; en: Values | null; zh: Values | null }>()
  for (const r of rows) {
    const entry = pages.get(r.page) ?? { page: r.page, en: null, zh: null }
    const values = { title: r.title, description: r.description, keywords: r.keywords }
    if (r.locale === 'en') entry.en = values
    if (r.locale === 'zh') entry.zh = values
    pages.set(r.page, entry)
  }
  return [...pages.values()]
}
staffRoute('GET', '/seo', 'site', seoListRoute)

/** Sets a page's SEO in both languages; a language given as null loses its entry. */
const seoSaveRoute = async (ctx: StaffContext) => {
  const body = await ctx.json(SeoBody)
  await ctx.db.transaction(async (tx) => {
    const before = await tx.select().from(pageSeo).where(eq(pageSeo.page, body.page))
    for (const locale of locales) {
      const values = body[locale]
      if (values) {
        await tx
          .insert(pageSeo)
          .values({ locale, page: body.page, ...values, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: [pageSeo.locale, pageSeo.page],
            set: { ...values, updatedAt: new Date() },
          })
      } else {
        await tx
          .delete(pageSeo)
          .where(and(eq(pageSeo.page, body.page), inArray(pageSeo.locale, [locale])))
      }
    }
    await audit(tx, ctx.who, {
      action: 'seo.update',
      entity: 'page-seo',
      entityId: body.page,
      before,
      after: body,
    })
  })
  await purgeContent(inBothLanguages([body.page]), { db: ctx.db })
  return body
}
staffRoute('POST', '/seo', 'site', seoSaveRoute)

/** The bodies the ads' calls take, for the console's typed client. */
export type AdSchemas = ReturnType<typeof adSchemas>
export type SeoBodySchema = typeof SeoBody

/** What each call answers (before JSON), for the console's typed client. */
export type Answer = {
  list: Awaited<ReturnType<typeof listRoute>>
  create: Awaited<ReturnType<typeof createRoute>>
  update: Awaited<ReturnType<typeof patchRoute>>
  remove: Awaited<ReturnType<typeof deleteRoute>>
  order: Awaited<ReturnType<typeof orderRoute>>
  seo: Awaited<ReturnType<typeof seoListRoute>>
  saveSeo: Awaited<ReturnType<typeof seoSaveRoute>>
}
